#pragma once

// For the tests whose target defines REGAL_QM_DIR, where the Studio's compiled translations are.
#include <QCoreApplication>
#include <QString>
#include <QTranslator>

namespace regal::test {

/// The Studio's compiled translation into \a language ("en" for the plural forms, "de"),
/// installed for as long as the object lives.
class StudioTranslation
{
public:
    explicit StudioTranslation(const QString &language)
        : m_loaded(m_translator.load(QStringLiteral(REGAL_QM_DIR "/regal_studio_%1.qm").arg(language)))
    {
        if (m_loaded)
            QCoreApplication::installTranslator(&m_translator);
    }
    ~StudioTranslation() { QCoreApplication::removeTranslator(&m_translator); }
    StudioTranslation(const StudioTranslation &) = delete;
    StudioTranslation &operator=(const StudioTranslation &) = delete;

    bool loaded() const { return m_loaded; }

private:
    QTranslator m_translator;
    bool m_loaded;
};

} // namespace regal::test

#include "app/studio/languages.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace regal {

QList<QPair<QString, QString>> availableLanguages()
{
    return {{QString(), QCoreApplication::translate("regal::Languages", "System language")},
            {QStringLiteral("en"), QStringLiteral("English")},
            {QStringLiteral("de"), QStringLiteral("Deutsch")}};
}

QString installTranslators(const QString &code)
{
    QString language = code.isEmpty() ? QSettings().value(QStringLiteral("language")).toString() : code;
    if (language.isEmpty())
        language = QLocale::system().name().section(QLatin1Char('_'), 0, 0);
    if (language != QLatin1String("de")) {
        // English is the source language, but its plural forms ("1 node", "2 nodes") come
        // from a translation too.
        auto *english = new QTranslator(QCoreApplication::instance());
        if (english->load(QStringLiteral(":/i18n/regal_studio_en.qm")))
            QCoreApplication::installTranslator(english);
        return QStringLiteral("en");
    }
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    auto *studio = new QTranslator(QCoreApplication::instance());
    if (studio->load(QStringLiteral(":/i18n/regal_studio_de.qm")))
        QCoreApplication::installTranslator(studio);
    auto *qt = new QTranslator(QCoreApplication::instance());
    if (qt->load(QLocale(QLocale::German), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    return language;
}

} // namespace regal

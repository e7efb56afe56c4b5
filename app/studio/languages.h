#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace regal {

/// Language codes with their names in that language; "" is the system's language.
QList<QPair<QString, QString>> availableLanguages();

/// Installs the translators of Regal Studio and Qt for \a code ("en", "de", or "" for the
/// saved choice, else the system locale). Returns the code in use.
QString installTranslators(const QString &code);

} // namespace regal

// Turns the Markdown documentation into HTML for a browser, so that Help > User Guide can open
// it. The pages of DOCS (docs/) keep their names, its README.md becomes index.html, and pages
// from elsewhere (the top-level README.md) keep their names too, all in one folder: links
// between pages point at the .html, and images keep their path below DOCS.
// Usage: regal-markdown-html OUTDIR DOCS PAGE.md...   writes OUTDIR/NAME.html for every page.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QRegularExpression>
#include <QSet>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <cstdio>

namespace {

/// Where the pages and the files they link to land in the output folder.
class Layout
{
public:
    Layout(const QString &docs, const QStringList &pages) : m_docs(QDir(docs).absolutePath())
    {
        for (const QString &page : pages)
            m_pages.insert(QFileInfo(page).absoluteFilePath());
    }

    /// The output name of the page at \a path, e.g. "user-guide.html" or "index.html".
    QString pageName(const QString &path) const
    {
        const QFileInfo info(path);
        if (info.absolutePath() == m_docs && info.completeBaseName() == QLatin1String("README"))
            return QStringLiteral("index.html");
        return info.completeBaseName() + QStringLiteral(".html");
    }

    /// \a link as written in the page at \a page, as it reads from the output folder.
    QString target(const QString &page, const QString &link) const
    {
        if (link.isEmpty() || link.startsWith(QLatin1Char('#')) || link.contains(QLatin1Char(':')))
            return link;
        const qsizetype hash = link.indexOf(QLatin1Char('#'));
        const QString path = hash < 0 ? link : link.left(hash);
        const QString fragment = hash < 0 ? QString() : link.mid(hash);
        const QString absolute = QDir::cleanPath(QFileInfo(page).absoluteDir().filePath(path));
        if (m_pages.contains(absolute))
            return pageName(absolute) + fragment;
        if (absolute.startsWith(m_docs + QLatin1Char('/')))
            return absolute.mid(m_docs.size() + 1) + fragment;
        return link;
    }

private:
    QString m_docs;
    QSet<QString> m_pages;
};

void relink(QTextDocument &document, const Layout &layout, const QString &page)
{
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto fragment = block.begin(); !fragment.atEnd(); ++fragment) {
            const QTextFragment piece = fragment.fragment();
            QTextCharFormat format = piece.charFormat();
            if (format.isImageFormat()) {
                QTextImageFormat image = format.toImageFormat();
                image.setName(layout.target(page, image.name()));
                format = image;
            } else if (format.isAnchor()) {
                format.setAnchorHref(layout.target(page, format.anchorHref()));
            } else {
                continue;
            }
            QTextCursor cursor(&document);
            cursor.setPosition(piece.position());
            cursor.setPosition(piece.position() + piece.length(), QTextCursor::KeepAnchor);
            cursor.setCharFormat(format);
        }
    }
}

/// GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens.
QString slug(const QString &heading)
{
    QString anchor;
    for (const QChar c : heading.toLower())
        if (c.isLetterOrNumber() || c == QLatin1Char('-') || c == QLatin1Char('_'))
            anchor += c;
        else if (c == QLatin1Char(' '))
            anchor += QLatin1Char('-');
    return anchor;
}

/// Names every heading by its GitHub anchor, so that links such as studio.html#files land there.
void nameHeadings(QTextDocument &document)
{
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        if (block.blockFormat().headingLevel() == 0 || block.text().isEmpty())
            continue;
        QTextCursor cursor(block);
        cursor.movePosition(QTextCursor::EndOfBlock, QTextCursor::KeepAnchor);
        QTextCharFormat anchor;
        anchor.setAnchor(true);
        anchor.setAnchorNames({slug(block.text())});
        cursor.mergeCharFormat(anchor);
    }
}

QString firstHeading(const QString &markdown)
{
    static const QRegularExpression heading(QStringLiteral("^#\\s+(.+)$"), QRegularExpression::MultilineOption);
    const QRegularExpressionMatch match = heading.match(markdown);
    return match.hasMatch() ? match.captured(1).trimmed() : QStringLiteral("Regal Studio");
}

} // namespace

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    const QStringList arguments = QGuiApplication::arguments();
    if (arguments.size() < 4) {
        std::fprintf(stderr, "usage: regal-markdown-html OUTDIR DOCS PAGE.md...\n");
        return 2;
    }
    const QDir out(arguments[1]);
    const Layout layout(arguments[2], arguments.mid(3));
    for (qsizetype index = 3; index < arguments.size(); ++index) {
        QFile in(arguments[index]);
        if (!in.open(QIODevice::ReadOnly)) {
            std::fprintf(stderr, "regal-markdown-html: cannot read %s\n", qPrintable(arguments[index]));
            return 1;
        }
        const QString markdown = QString::fromUtf8(in.readAll());
        QTextDocument document;
        document.setMarkdown(markdown, QTextDocument::MarkdownDialectGitHub);
        relink(document, layout, arguments[index]);
        nameHeadings(document);
        document.setMetaInformation(QTextDocument::DocumentTitle, firstHeading(markdown));
        QString html = document.toHtml();
        // The body's font is Qt's default (9 pt); the browser's reads better.
        static const QRegularExpression bodyStyle(QStringLiteral("<body style=\"[^\"]*\">"));
        html.replace(bodyStyle, QStringLiteral("<body>"));
        html.replace(QLatin1String("</head>"),
                     QLatin1String("<style>body { font-family: sans-serif; max-width: 60em; margin: 1em auto; padding: 0 1em; }\n"
                                   "img { max-width: 100%; height: auto; }\n"
                                   "table { border-collapse: collapse; } td, th { border: 1px solid #bbb; padding: 2px 6px; }\n"
                                   "pre { background: #f4f4f4; padding: 6px; }\n"
                                   "h1, h2, h3 { margin-top: 1.2em !important; margin-bottom: 0.4em !important; }</style>\n</head>"));
        const QString path = out.filePath(layout.pageName(arguments[index]));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(html.toUtf8()) < 0) {
            std::fprintf(stderr, "regal-markdown-html: cannot write %s\n", qPrintable(path));
            return 1;
        }
    }
    return 0;
}

// Renders the hand-written SVG icon to square PNGs for the hicolor icon theme.
// Usage: regal-render-icon ICON.svg OUTDIR SIZE...   writes OUTDIR/SIZE.png for every SIZE.
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <cstdio>

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    const QStringList arguments = QGuiApplication::arguments();
    if (arguments.size() < 4) {
        std::fprintf(stderr, "usage: regal-render-icon ICON.svg OUTDIR SIZE...\n");
        return 2;
    }
    QSvgRenderer renderer(arguments[1]);
    if (!renderer.isValid()) {
        std::fprintf(stderr, "regal-render-icon: %s is not a valid SVG\n", qPrintable(arguments[1]));
        return 1;
    }
    const QDir out(arguments[2]);
    if (!out.mkpath(QStringLiteral("."))) {
        std::fprintf(stderr, "regal-render-icon: cannot create %s\n", qPrintable(arguments[2]));
        return 1;
    }
    for (qsizetype index = 3; index < arguments.size(); ++index) {
        bool ok = false;
        const int size = arguments[index].toInt(&ok);
        if (!ok || size < 1 || size > 1024) {
            std::fprintf(stderr, "regal-render-icon: %s is not a size from 1 to 1024\n", qPrintable(arguments[index]));
            return 1;
        }
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&painter);
        painter.end();
        const QString path = out.filePath(QString::number(size) + QStringLiteral(".png"));
        if (!image.save(path)) {
            std::fprintf(stderr, "regal-render-icon: cannot write %s\n", qPrintable(path));
            return 1;
        }
    }
    return 0;
}

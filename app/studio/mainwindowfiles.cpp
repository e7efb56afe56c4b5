#include "app/studio/mainwindow.h"
#include "widgets/session/errortext.h"

#include "app/studio/placementgraph.h"
#include "core/base/textfile.h"
#include "core/io/chrometrace.h"
#include "core/io/graphfile.h"
#include "core/io/placementjson.h"
#include "resources/embeddedsamples.h"
#include "widgets/gantt/ganttview.h"
#include "widgets/graph/graphview.h"
#include "widgets/plots/convergenceplot.h"
#include "widgets/plots/memoryplot.h"
#include "widgets/session/editcommands.h"
#include "widgets/session/provenance.h"
#include "widgets/session/sessionfile.h"

#include <QDir>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMimeData>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>

namespace regal {
namespace {

constexpr int MaxRecentFiles = 10;

QString lastDirectory()
{
    return QSettings().value(QStringLiteral("files/lastDirectory")).toString();
}

void rememberDirectory(const QString &path)
{
    QSettings().setValue(QStringLiteral("files/lastDirectory"), QFileInfo(path).absolutePath());
}

// The double extensions that the installed MIME types (packaging/regal-studio-mime.xml) know,
// so that what the Studio saves opens in it by double-click.
constexpr const char *SessionSuffix = ".regal-session.json";
constexpr const char *PlacementSuffix = ".regal-placement.json";
constexpr const char *TraceSuffix = ".trace.json";

/// The last folder and a file name made from the graph's name, e.g. "inception-200-s1.regal-session.json".
QString suggestedPath(const Session &session, const char *suffix)
{
    QString name = session.hasProblem() ? QString::fromStdString(session.graph().name()) : QString();
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    name.replace(unsafe, QStringLiteral("_"));
    if (name.isEmpty())
        name = QStringLiteral("untitled");
    return QDir(lastDirectory()).filePath(name + QLatin1String(suffix));
}

/// Asks where to save, suggesting a name after the session's graph; adds \a suffix when the
/// user typed none and remembers the folder. Empty when the user cancels.
QString askSavePath(QWidget *parent, const Session &session, const QString &title, const char *suffix,
                    const QString &filter)
{
    QString path = QFileDialog::getSaveFileName(parent, title, suggestedPath(session, suffix), filter);
    if (path.isEmpty())
        return path;
    if (QFileInfo(path).suffix().isEmpty())
        path += QLatin1String(suffix);
    rememberDirectory(path);
    return path;
}

/// The "format" a JSON document declares near its start, or an empty string.
QString declaredFormat(const std::string &text)
{
    const std::string head = text.substr(0, 512);
    for (const char *format : {"regal-studio-session", "regal-placement", "regal-cluster"})
        if (head.find(std::string("\"") + format + "\"") != std::string::npos)
            return QString::fromLatin1(format);
    return {};
}

} // namespace

bool MainWindow::openPath(const QString &path, std::optional<Cluster> cluster)
{
    if (!askToStopRun(tr("open %1").arg(QFileInfo(path).fileName())))
        return false;
    const std::string file = path.toStdString();
    const bool sample = path.startsWith(QLatin1String("sample:"));
    std::string text;
    if (!sample && QFileInfo(path).suffix().compare(QStringLiteral("json"), Qt::CaseInsensitive) == 0) {
        Result<std::string> read = readTextFile(file);
        if (!read) {
            showError(tr("Cannot open"), errorText(read.failure()));
            return false;
        }
        text = std::move(read).value();
        const QString format = declaredFormat(text);
        if (format == QLatin1String("regal-studio-session")) {
            Result<SessionDocument> document = readSessionJson(text, file);
            if (!document) {
                showError(tr("Cannot open the session"), errorText(document.failure()));
                return false;
            }
            const QString source = QString::fromStdString(document->graph->name());
            if (Status restored = restoreSession(m_session, std::move(document).value(), source); !restored) {
                showError(tr("Cannot open the session"), path + QStringLiteral(": ") + errorText(restored.failure()));
                return false;
            }
            m_sessionPath = path;
            showSessionPlots();
            addRecent(path);
            refreshTitle();
            return true;
        }
        if (format == QLatin1String("regal-placement")) {
            if (!m_session.hasProblem() && !openPlacementGraph(path, text))
                return false;
            return applyPlacementFile(path, text);
        }
        if (format == QLatin1String("regal-cluster")) {
            showError(tr("Cannot open"), tr("%1 is a cluster file; open a graph and pass it with --cluster, or edit the "
                                            "cluster in the Cluster panel.").arg(path));
            return false;
        }
    }
    Result<Graph> graph = readGuarded(file, [&] {
        return text.empty() ? loadGraphArgument(file) : parseGraph(text, GraphFormat::Regal, file);
    });
    if (!graph) {
        showError(tr("Cannot open the graph"), errorText(graph.failure()));
        return false;
    }
    if (!openGraph(std::make_shared<const Graph>(std::move(graph).value()), std::move(cluster), path))
        return false;
    if (!sample)
        addRecent(path);
    return true;
}

bool MainWindow::openGraph(std::shared_ptr<const Graph> graph, std::optional<Cluster> cluster, const QString &source)
{
    if (!askToStopRun(tr("open %1").arg(source)))
        return false;
    if (!cluster) {
        // Keep the devices the user set up when they fit the new graph.
        cluster = m_session.hasProblem() ? m_session.cluster() : Cluster::uniform(defaultDeviceCount());
        if (!Problem::create(graph, *cluster))
            cluster = Cluster::uniform(defaultDeviceCount());
    }
    if (Status loaded = m_session.load(graph, *cluster, source); !loaded) {
        showError(tr("Cannot open the graph"), errorText(loaded.failure()));
        return false;
    }
    m_sessionPath.clear();
    refreshTitle();
    statusBar()->showMessage(tr("Opened %1: %n nodes", nullptr, int(m_session.graph().nodeCount())).arg(source), 5000);
    return true;
}

bool MainWindow::openPlacementGraph(const QString &path, const std::string &text)
{
    Result<PlacementFile> placement = readPlacementJson(text, path.toStdString());
    if (!placement) {
        showError(tr("Cannot open the placement"), errorText(placement.failure()));
        return false;
    }
    const QString graph = findPlacementGraph(*placement, path);
    if (graph.isEmpty()) {
        showError(tr("Cannot open the placement"),
                  tr("%1 is a placement for the graph '%2', which is neither a built-in sample nor in the same "
                     "folder. Open the graph first, then the placement.")
                      .arg(path, QString::fromStdString(placement->graphName)));
        return false;
    }
    return openPath(graph, placement->cluster);
}

bool MainWindow::applyPlacementFile(const QString &path, const std::string &text)
{
    if (!m_session.hasProblem())
        return false;
    Result<PlacementFile> placement = readPlacementJson(text, path.toStdString());
    if (!placement) {
        showError(tr("Cannot open the placement"), errorText(placement.failure()));
        return false;
    }
    Result<Solution> solution = bindPlacement(*placement, m_session.problem(), path.toStdString());
    if (!solution) {
        showError(tr("Cannot use the placement"), errorText(solution.failure()));
        return false;
    }
    SolutionEntry entry;
    entry.name = QFileInfo(path).completeBaseName();
    entry.name.remove(QRegularExpression(QStringLiteral("\\.regal-placement$")));
    entry.method = QString::fromStdString(placement->provenance.method.empty() ? "file" : placement->provenance.method);
    entry.seed = placement->provenance.seed;
    entry.solution = std::move(solution).value();
    const int row = m_session.addEntry(std::move(entry));
    m_session.undoStack().push(new ShowSolutionCommand(m_session, row));
    addRecent(path);
    return true;
}

void MainWindow::openDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Graph"), lastDirectory(),
        tr("Graphs and sessions (*.json *.dot *.gv *.onnx *.pbtxt *.cfg *.tflite);;All files (*)"));
    if (path.isEmpty())
        return;
    rememberDirectory(path);
    openDocument(path);
}

void MainWindow::openSessionDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Session"), lastDirectory(), tr("Sessions (*.json)"));
    if (path.isEmpty())
        return;
    rememberDirectory(path);
    openDocument(path);
}

bool MainWindow::saveSession(const QString &path)
{
    if (!m_session.hasProblem())
        return false;
    if (Status saved = writeFileAtomically(path.toStdString(), writeSessionJson(m_session)); !saved) {
        showError(tr("Cannot save the session"), errorText(saved.failure()));
        return false;
    }
    m_sessionPath = path;
    m_session.undoStack().setClean();
    addRecent(path);
    refreshTitle();
    statusBar()->showMessage(tr("Saved %1").arg(path), 5000);
    return true;
}

bool MainWindow::saveCurrentSession()
{
    return m_sessionPath.isEmpty() ? saveSessionAs() : saveSession(m_sessionPath);
}

bool MainWindow::saveSessionAs()
{
    const QString path = askSavePath(this, m_session, tr("Save Session"), SessionSuffix,
                                     tr("Sessions (*.regal-session.json *.json)"));
    return !path.isEmpty() && saveSession(path);
}

bool MainWindow::exportPlacement(const QString &path)
{
    if (!m_session.hasProblem())
        return false;
    const Provenance provenance = provenanceOf(m_session, m_session.solutions().entry(m_session.solutions().current()));
    const std::string text = writePlacementJson(m_session.problem(), m_session.solution(), m_session.timeline(),
                                                m_session.bounds(), provenance);
    if (Status saved = writeFileAtomically(path.toStdString(), text); !saved) {
        showError(tr("Cannot export the placement"), errorText(saved.failure()));
        return false;
    }
    statusBar()->showMessage(tr("Placement written to %1").arg(path), 5000);
    return true;
}

void MainWindow::exportPlacementDialog()
{
    const QString path = askSavePath(this, m_session, tr("Export Placement"), PlacementSuffix,
                                     tr("Placements (*.regal-placement.json *.json)"));
    if (!path.isEmpty())
        exportPlacement(path);
}

bool MainWindow::exportTrace(const QString &path)
{
    if (!m_session.hasProblem())
        return false;
    const std::string text = writeChromeTrace(m_session.problem(), m_session.solution(), m_session.timeline());
    if (Status saved = writeFileAtomically(path.toStdString(), text); !saved) {
        showError(tr("Cannot export the trace"), errorText(saved.failure()));
        return false;
    }
    statusBar()->showMessage(tr("Trace written to %1; open it in Perfetto or chrome://tracing").arg(path), 5000);
    return true;
}

void MainWindow::exportTraceDialog()
{
    const QString path = askSavePath(this, m_session, tr("Export Trace"), TraceSuffix,
                                     tr("Chrome traces (*.trace.json *.json)"));
    if (!path.isEmpty())
        exportTrace(path);
}

void MainWindow::exportImageDialog(int which)
{
    const bool vector = which <= 1;
    const QString filter = vector ? tr("PNG image (*.png);;SVG image (*.svg)") : tr("PNG image (*.png);;PDF document (*.pdf)");
    QString chosenFilter;
    QString path = QFileDialog::getSaveFileName(this, tr("Export Image"), lastDirectory(), filter, &chosenFilter);
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += chosenFilter.contains(QLatin1String("svg")) ? QStringLiteral(".svg")
                : chosenFilter.contains(QLatin1String("pdf")) ? QStringLiteral(".pdf")
                                                               : QStringLiteral(".png");
    rememberDirectory(path);
    // Through a temporary file, so that a failed export never leaves half an image behind.
    const bool written = writeFileThrough(path.toStdString(), [&](const std::string &temporary) {
        const QString file = QString::fromStdString(temporary);
        switch (which) {
        case 0:
            return m_graphView->exportImage(file);
        case 1:
            return m_ganttView->exportImage(file);
        case 2:
            return m_convergence->exportImage(file);
        default:
            return m_memory->exportImage(file);
        }
    }).ok();
    if (written)
        statusBar()->showMessage(tr("Image written to %1").arg(path), 5000);
    else
        showError(tr("Cannot export the image"), tr("Could not write %1").arg(path));
}

void MainWindow::addRecent(const QString &path)
{
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("files/recent")).toStringList();
    const QString absolute = QFileInfo(path).absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > MaxRecentFiles)
        recent.removeLast();
    settings.setValue(QStringLiteral("files/recent"), recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("files/recent")).toStringList();
    for (const QString &path : recent)
        m_recentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] { openDocument(path); })->setToolTip(path);
    if (!recent.isEmpty()) {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear List"), this, [this] {
            QSettings().remove(QStringLiteral("files/recent"));
            rebuildRecentMenu();
        });
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

bool MainWindow::replacesDocument(const QString &path) const
{
    // A placement applies to the open graph as a new row; everything else replaces the document.
    if (!m_session.hasProblem() || !path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        return true;
    Result<std::string> text = readTextFile(path.toStdString());
    return !text || declaredFormat(*text) != QLatin1String("regal-placement");
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls() && !event->mimeData()->urls().isEmpty() && event->mimeData()->urls().front().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QString path = event->mimeData()->urls().front().toLocalFile();
    event->acceptProposedAction();
    openDocument(path);
}

} // namespace regal

// Policy files whose shape lies: every shape field is bounded by what the code supports (the
// action grid's tables for the heads), and every weight matrix must have the size the shape
// gives it. Each lie is refused with a message that names the file and the field. A committee's
// members share the network's shape and carry checksums of their own.
#include "core/policy/actiongrid.h"
#include "core/policy/policyfile.h"
#include "core/policy/policynetwork.h"

#include <QTest>
#include <nlohmann/json.hpp>

using namespace regal;

namespace {

/// A consistent file (checksum included) for a network of \a shape.
std::string policyText(const PolicyShape &shape)
{
    const PolicyModel model{Task::Runtime, std::make_shared<PolicyNetwork>(shape, 7), "{}"};
    return writePolicyJson(model);
}

const PolicyShape Small{.hidden = 4, .rounds = 1};

/// A file whose network has a committee of members of \a shapes, the seeds 8, 9, ...
std::string committeeText(const std::vector<PolicyShape> &shapes)
{
    PolicyModel model{Task::Runtime, std::make_shared<PolicyNetwork>(Small, 7), "{}"};
    for (const PolicyShape &shape : shapes)
        model.committee.push_back(std::make_shared<PolicyNetwork>(shape, 8 + int(model.committee.size())));
    return writePolicyJson(model);
}

} // namespace

class TestPolicyFile : public QObject
{
    Q_OBJECT

private slots:
    void consistentFilesWithinTheGridAreRead();
    void aCommitteeRoundTripsAndJoinsTheChecksum();
    void lyingShapes_data();
    void lyingShapes();
};

void TestPolicyFile::consistentFilesWithinTheGridAreRead()
{
    for (const PolicyShape &shape : {Small, PolicyShape{.hidden = 4, .rounds = 0, .deviceChoices = 1,
                                                        .priorityChoices = 1, .rhoChoices = 1}}) {
        const Result<PolicyModel> read = readPolicyJson(policyText(shape), "p.json");
        QVERIFY2(read, read ? "" : read.error().c_str());
        QCOMPARE(read->network->shape(), shape);
    }
}

void TestPolicyFile::aCommitteeRoundTripsAndJoinsTheChecksum()
{
    const std::string text = committeeText({Small, Small});
    const Result<PolicyModel> read = readPolicyJson(text, "p.json");
    QVERIFY2(read, read ? "" : read.error().c_str());
    QCOMPARE(read->committee.size(), std::size_t(2));
    QCOMPARE(writePolicyJson(*read), text);
    const PolicyNetwork second(Small, 9);
    QCOMPARE(read->committee[1]->parameters().front()->value, second.parameters().front()->value);
    // The file's checksum is the model's; it covers the members, so it differs from the
    // network's own, which a file without a committee keeps.
    QCOMPARE(read->checksum, nlohmann::json::parse(text)["checksum"].get<std::string>());
    QCOMPARE(read->checksum, policyChecksum(*read));
    const Result<PolicyModel> alone = readPolicyJson(policyText(Small), "p.json");
    QVERIFY(alone);
    QCOMPARE(alone->network->parameters().front()->value, read->network->parameters().front()->value);
    QVERIFY(alone->committee.empty());
    QVERIFY(read->checksum != alone->checksum);
    QCOMPARE(alone->checksum, nlohmann::json::parse(policyText(Small))["checksum"].get<std::string>());
}

void TestPolicyFile::lyingShapes_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    const auto row = [](const char *name, const std::string &text, const QString &expected) {
        QTest::newRow(name) << QByteArray::fromStdString(text) << expected;
    };
    // The fault of the issue: a file written for 10 device choices, checksum and weights consistent,
    // was accepted, and the action tables then read past their four entries.
    row("device_choices past the grid", policyText({.hidden = 4, .rounds = 1, .deviceChoices = 10}),
        QStringLiteral("p.json: shape: field 'device_choices' must be a whole number from 1 to %1").arg(ActionGrid::DeviceChoices));
    row("priority_choices past the grid", policyText({.hidden = 4, .rounds = 1, .priorityChoices = 7}),
        QStringLiteral("field 'priority_choices' must be a whole number from 1 to %1").arg(ActionGrid::PriorityChoices));
    row("rho_choices past the grid", policyText({.hidden = 4, .rounds = 1, .rhoChoices = 5}),
        QStringLiteral("field 'rho_choices' must be a whole number from 1 to %1").arg(ActionGrid::RhoChoices));
    const auto edited = [](const char *field, const nlohmann::json &value) {
        nlohmann::json document = nlohmann::json::parse(policyText(Small));
        document["shape"][field] = value;
        return document.dump();
    };
    row("device_choices zero", edited("device_choices", 0), QStringLiteral("field 'device_choices' must be"));
    row("hidden zero", edited("hidden", 0), QStringLiteral("field 'hidden' must be a whole number from 1 to 1024"));
    row("hidden too wide", edited("hidden", 4096), QStringLiteral("field 'hidden' must be a whole number from 1 to 1024"));
    row("rounds too many", edited("rounds", 65), QStringLiteral("field 'rounds' must be a whole number from 0 to 64"));
    row("rounds past 64 bits", edited("rounds", 1e30), QStringLiteral("field 'rounds' must be a whole number"));
    // The shape is within bounds but the matrices were written for another one.
    row("hidden smaller than the weights", edited("hidden", 3),
        QStringLiteral("p.json: parameters.input.weight: the file gives"));
    row("rounds fewer than the weights", edited("rounds", 0), QStringLiteral("no weight of this shape has that name"));
    row("device_choices fewer than the weights", edited("device_choices", 2),
        QStringLiteral("parameters.device_head.weight: the file gives"));
    row("priority_choices fewer than the weights", edited("priority_choices", 3),
        QStringLiteral("parameters.priority_head.weight: the file gives"));
    row("rho_choices fewer than the weights", edited("rho_choices", 2),
        QStringLiteral("parameters.rho_head.weight: the file gives"));
    nlohmann::json rows = nlohmann::json::parse(policyText(Small));
    rows["parameters"]["input.bias"]["rows"] = 2;
    row("a matrix with other rows", rows.dump(), QStringLiteral("parameters.input.bias: the file gives 2x"));
    nlohmann::json values = nlohmann::json::parse(policyText(Small));
    values["parameters"]["input.bias"]["values"].push_back(0.5);
    row("a matrix with one value too many", values.dump(), QStringLiteral("parameters.input.bias: the file gives"));

    // A committee votes with the network's shape, and each member must be whole.
    PolicyShape fewerDevices = Small;
    fewerDevices.deviceChoices = 3;
    row("a member with fewer device choices", committeeText({Small, fewerDevices}),
        QStringLiteral("p.json: committee[1].parameters.device_head.weight: the file gives"));
    row("a narrower member", committeeText({PolicyShape{.hidden = 2, .rounds = 1}}),
        QStringLiteral("p.json: committee[0].parameters.input.weight: the file gives 25x2"));
    nlohmann::json empty = nlohmann::json::parse(committeeText({Small}));
    empty["committee"][0]["parameters"] = nlohmann::json::object();
    row("a member without weights", empty.dump(), QStringLiteral("p.json: committee[0].parameters: the file holds 0"));
    nlohmann::json damaged = nlohmann::json::parse(committeeText({Small, Small}));
    damaged["committee"][1]["parameters"]["input.bias"]["values"][0] = 0.125;
    row("a damaged member", damaged.dump(),
        QStringLiteral("p.json: committee[1]: the weights do not match the member's checksum"));
    nlohmann::json swapped = nlohmann::json::parse(committeeText({Small, Small}));
    swapped["committee"][0] = swapped["committee"][1];
    row("a whole member swapped for another", swapped.dump(),
        QStringLiteral("p.json: the weights do not match the file's checksum"));
    nlohmann::json notAList = nlohmann::json::parse(committeeText({Small}));
    notAList["committee"] = notAList["committee"][0];
    row("a committee that is not a list", notAList.dump(), QStringLiteral("committee"));
    nlohmann::json noChecksum = nlohmann::json::parse(committeeText({Small}));
    noChecksum["committee"][0].erase("checksum");
    row("a member without its checksum", noChecksum.dump(), QStringLiteral("committee[0]"));
}

void TestPolicyFile::lyingShapes()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    const Result<PolicyModel> read = readPolicyJson(text.toStdString(), "p.json");
    QVERIFY(!read);
    QVERIFY2(QString::fromStdString(read.error()).contains(expected), read.error().c_str());
}

QTEST_APPLESS_MAIN(TestPolicyFile)
#include "tst_policyfile.moc"

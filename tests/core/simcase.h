#pragma once

// Small helpers for writing graphs in tests as readable regal-graph text.

#include "core/io/graphjson.h"
#include "core/sim/problem.h"

#include <QTest>
#include <memory>

namespace regal::test {

/// A graph from the "nodes" array of a regal-graph document.
inline std::shared_ptr<const Graph> graphFromNodes(const std::string &nodes)
{
    const std::string text = R"({"format": "regal-graph", "version": 1, "name": "case", "nodes": )" + nodes + "}";
    Result<Graph> graph = readGraphJson(text, "case");
    if (!graph)
        qFatal("bad test graph: %s", graph.error().c_str());
    return std::make_shared<const Graph>(std::move(graph).value());
}

inline Problem problemOf(const std::shared_ptr<const Graph> &graph, Cluster cluster)
{
    Result<Problem> problem = Problem::create(graph, std::move(cluster));
    if (!problem)
        qFatal("bad test problem: %s", problem.error().c_str());
    return std::move(problem).value();
}

/// Devices named GPU:0.. with the given speeds, unlimited memory and one uniform link.
inline Cluster clusterOf(std::vector<double> speeds, double bandwidth = 100.0, double latency = 1.0)
{
    Cluster cluster = Cluster::uniform(int(speeds.size()));
    for (std::size_t i = 0; i < speeds.size(); ++i)
        cluster.devices[i].speed = speeds[i];
    cluster.defaultLink = {bandwidth, latency};
    return cluster;
}

} // namespace regal::test

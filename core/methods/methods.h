#pragma once

// The implementations behind the registry in methodregistry.cpp, one function per method.

#include "core/methods/method.h"

namespace regal {

/// Simulates \a solution once and reports it as the method's result (one evaluation).
MethodResult evaluatedResult(const MethodContext &context, Solution solution, std::string paramsJson = "{}");

Result<MethodResult> runSingle(const MethodContext &context);
Result<MethodResult> runRoundRobin(const MethodContext &context);
Result<MethodResult> runHeft(const MethodContext &context);
Result<MethodResult> runCriticalPath(const MethodContext &context);
Result<MethodResult> runMetis(const MethodContext &context);
Result<MethodResult> runMTopo(const MethodContext &context);
Result<MethodResult> runMEtf(const MethodContext &context);
Result<MethodResult> runMSct(const MethodContext &context);

Result<MethodResult> runInputOrder(const MethodContext &context);
Result<MethodResult> runDfs(const MethodContext &context);
Result<MethodResult> runList(const MethodContext &context);
Result<MethodResult> runSpectral(const MethodContext &context);
Result<MethodResult> runLpmf(const MethodContext &context);
Result<MethodResult> runBfs(const MethodContext &context);
Result<MethodResult> runBestOrder(const MethodContext &context);
Result<MethodResult> runExact(const MethodContext &context);

Result<MethodResult> runRandom(const MethodContext &context);
Result<MethodResult> runRandomTopo(const MethodContext &context);
Result<MethodResult> runLocal(const MethodContext &context);
Result<MethodResult> runBrkga(const MethodContext &context);
Result<MethodResult> runBrkgaSeeded(const MethodContext &context);
Result<MethodResult> runBrkgaTuned(const MethodContext &context);
Result<MethodResult> runRegal(const MethodContext &context);

} // namespace regal

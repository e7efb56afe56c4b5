#pragma once

#include "core/methods/listscheduler.h"

namespace regal {

/// \brief HEFT, Heterogeneous Earliest Finish Time (Topcuoglu, Hariri and Wu, IEEE TPDS 13(3),
/// 2002): nodes by decreasing upward rank (mean op times and mean transfer times), each put on
/// the device where it finishes first, without insertion into idle gaps.
ListSchedule heftSchedule(const Problem &problem);

/// \brief CPOP, Critical Path On a Processor, from the same paper: priority is upward plus
/// downward rank; the nodes of the critical path all go to the one device that runs the path
/// fastest, the others to the device where they finish first.
ListSchedule criticalPathSchedule(const Problem &problem);

} // namespace regal

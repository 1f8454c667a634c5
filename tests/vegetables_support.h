// The small VEGEtables 2.0 table the rules, scenario and information tests start from.
#pragma once

#include <memory>

#include "support.h"

namespace vbtest::vegetables {

// Ana (seat 0) to move. The R1 line shows R5; every card not named lies in the discards.
//   Ana: hand R9 R13 Y6, terrains R2 Y1      Bo:  hand G5 V7, terrain G1
//   Cai: hand Y10 V6, terrain V2             Dee: hand G10 V11, terrain Y2
//   silos: [G13 V18] [Y13] [] [V13]          wells: [G14 G15 G16] [Y14 Y15]  (first free card first)
inline const char* const kBase = R"({"game":"vegetables","seed":3,
  "board":{"R1":"R5"},
  "players":[{"name":"Ana","hand":["R9","R13","Y6"],"terrains":["R2","Y1"]},
             {"name":"Bo","hand":["G5","V7"],"terrains":["G1"]},
             {"name":"Cai","hand":["Y10","V6"],"terrains":["V2"]},
             {"name":"Dee","hand":["G10","V11"],"terrains":["Y2"]}],
  "silos":[["G13","V18"],["Y13"],[],["V13"]],
  "wells":[["G14","G15","G16"],["Y14","Y15"]],
  "discards":"rest","current":0})";

inline vb::Json base() { return vb::Json::parse(kBase); }

inline std::unique_ptr<vb::State> load(const vb::Json& j) { return scenario(j.dump()); }

}  // namespace vbtest::vegetables

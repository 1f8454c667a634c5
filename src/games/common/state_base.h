// What every game's State shares (docs/architecture.md#the-engine-contract): the game it belongs to,
// the seed and generator all its randomness comes from (docs/architecture.md#randomness), its
// phase, and the parts of the contract that are the same in every game: copying and comparing,
// whose decision it is, refusing before applying, reading the action forms and writing the
// snapshot and the observation from one writer.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>

#include "games/common/action_forms.h"
#include "games/common/refusal.h"
#include "veggiebox/core/game.h"
#include "veggiebox/core/random.h"

namespace vb::common {

// The base of a game's state class `Derived`, whose Phase enum ends in kOver. Besides the game's own
// overrides (legal actions, writing actions, scoring, the picture, the invariants), Derived
// provides, and makes its base a friend to reach them:
//   bool sameAs(const Derived& other) const;  every field but the seed, the generator and the phase
//   current_                                  the seat that decides while the game runs
//   Refusal refuse(ActionId) const;           why the action is not legal now and the rule that
//                                             says so; empty when it is legal
//   Outcome applyLegal(ActionId);             the effect of an action refusal() lets through
//   Json toJsonFor(int seat, bool whole) const;  the snapshot (whole), or what `seat` sees
//   static const ActionForms kActionForms;    the tables the action forms are read with
template <class Derived, class Phase>
class StateBase : public State {
 public:
  const Game& game() const final { return *game_; }
  std::unique_ptr<State> clone() const final { return std::make_unique<Derived>(self()); }
  bool equals(const State& other) const final {
    const auto* o = dynamic_cast<const Derived*>(&other);
    if (o == nullptr) return false;
    const StateBase& base = *o;
    return seed_ == base.seed_ && rng_ == base.rng_ && phase_ == base.phase_ && variant_ == base.variant_ &&
           self().sameAs(*o);
  }

  int currentPlayer() const final { return isOver() ? -1 : static_cast<int>(self().current_); }
  bool isOver() const final { return phase_ == Phase::kOver; }

  // The reason and its rule both come from the game's one refuse().
  std::string refusal(ActionId action) const final { return self().refuse(action).why; }
  std::string refusalRule(ActionId action) const final {
    const Refusal r = self().refuse(action);
    return r.refused() ? std::string(r.rule) : std::string();
  }

  // A refused action changes nothing: applyLegal runs only once refuse() has found no reason.
  Outcome apply(ActionId action) final {
    if (Refusal r = self().refuse(action); r.refused()) return Outcome::refused(std::move(r.why));
    return self().applyLegal(action);
  }

  // A game whose texts depend on its rules (a variant's harvest) checks what was read with
  // checkReadAction(action, text), which throws InputError as reading does.
  ActionId parseAction(std::string_view text) const final {
    const ActionId action = readActionText(text, Derived::kActionForms);
    if constexpr (requires(const Derived& d) { d.checkReadAction(action, text); })
      self().checkReadAction(action, text);
    return action;
  }
  ActionId parseActionJson(const Json& json) const final {
    const ActionId action = readActionJson(json, Derived::kActionForms, game_->name());
    if constexpr (requires(const Derived& d) { d.checkReadAction(action, std::string_view()); })
      self().checkReadAction(action, self().actionText(action));
    return action;
  }

  // One writer for both, so that observation() differs from the snapshot only in what it hides.
  Json toJson() const final { return self().toJsonFor(-1, true); }
  Json observation(int seat) const final { return self().toJsonFor(seat, false); }

 protected:
  StateBase(const Game& game, Phase first) : game_(&game), phase_(first) {}

  // The fields every snapshot starts with (docs/saves.md): the game, its options, its variant when it
  // has one (docs/variants.md; a state of the published rules writes none, as before variants) and
  // the phase, then the seed and the generator in a whole snapshot, or the seat an observation is
  // seen from.
  Json snapshotHead(Json options, std::string_view phase, int seat, bool whole) const {
    Json j = {{"game", std::string(game_->id())}, {"options", std::move(options)}};
    if (!variant_.empty()) j["variant"] = variant_.toJson();
    j["phase"] = std::string(phase);
    if (whole) {
      j["seed"] = seed_;
      j["rng"] = rng_.toText();
    } else {
      j["seat"] = seat;
    }
    return j;
  }

  // A resampled state's own seed and generator, drawn from the caller's: the real generator would
  // foretell the draws to come (docs/architecture.md#what-each-seat-may-know).
  void reseed(Rng& rng) {
    seed_ = rng.next();
    rng_ = Rng(seed_);
  }

  const Game* game_;
  Variant variant_;  // the rules' variant (docs/variants.md); empty: the published rules
  std::uint64_t seed_ = 0;
  Rng rng_;
  Phase phase_;

 private:
  const Derived& self() const { return static_cast<const Derived&>(*this); }
  Derived& self() { return static_cast<Derived&>(*this); }
};

}  // namespace vb::common

// The shared steps of the snapshot readers; see snapshot_reading.h.
#include "games/common/snapshot_reading.h"

#include "games/common/names.h"
#include "veggiebox/core/text.h"

namespace vb::common {

void checkStateObject(const Json& j, std::initializer_list<const char*> known, const std::string& what) {
  if (!j.is_object()) throw InputError(tx("the state must be a JSON object"));
  fields::onlyFields(j, "", known, what);
}

const Json& readPlayerList(const Json& j, int lo, int hi, const std::string& wrong) {
  if (!j.contains("players"))
    fields::refuse("players",
                   lo == hi ? tx("missing ({1} players)", lo) : tx("missing ({1} to {2} players)", lo, hi));
  const Json& players = j["players"];
  if (!players.is_array() || players.size() < static_cast<std::size_t>(lo) ||
      players.size() > static_cast<std::size_t>(hi))
    fields::refuse("players", wrong);
  return players;
}

std::string readPlayerName(const Json& player, int i, std::initializer_list<const char*> known) {
  const std::string where = indexed("players", static_cast<std::size_t>(i));
  if (!player.is_object()) fields::refuse(where, tx("must be an object"));
  fields::onlyFields(player, where, known, tx("a player"));
  // The default name is data (it is saved with the state), so it reads the same in every language.
  if (!player.contains("name")) return "Player " + std::to_string(i + 1);
  return fields::readName(player["name"], where + ".name");
}

void readRng(const Json& j, Rng& rng) {
  if (j.contains("rng")) {
    if (!j["rng"].is_string() || !rng.fromText(j["rng"].get<std::string>()))
      fields::refuse(
          "rng", tx("must be the generator text a snapshot writes (four 16-digit hex words joined by -)"));
  }
}

Variant readStateVariant(const Game& game, const Json& j) {
  if (!j.contains("variant")) return {};
  try {
    return game.readVariant(j["variant"]);
  } catch (const InputError& e) {
    const std::string what = e.what();
    // Game::readVariant names a field of the variant ("rules.x: ..."), or refuses the whole.
    throw InputError(j["variant"].is_object() ? "variant." + what : "variant: " + what);
  }
}

int readOneOf(const Json& value, const std::string& where, std::span<const std::string_view> names) {
  const int i = value.is_string() ? indexIn(names, value.get_ref<const std::string&>()) : -1;
  if (i < 0)
    fields::refuse(where, tx("must be {1}", listOr(std::vector<std::string>(names.begin(), names.end()))));
  return i;
}

}  // namespace vb::common

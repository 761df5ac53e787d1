// Modern Society: the round and season, the value track, the cards on the table, the laws for sale, and each
// player's influence, laws and points. The hand shown is only ever the viewing seat's own.
import { el, humanize, nameOf, renderTable, renderValue, restOf, seatName } from "../common.js";

export const title = "Modern Society";

export function renderBoard(doc, ctx) {
  const view = doc.view || {};
  const used = new Set(["game", "started", "seat", "over", "round", "season", "last_round", "seasons", "phase", "wave",
    "value", "players", "track", "table", "hand", "law_supply", "turn_order", "pending"]);
  const players = (view.players || []).map((p) => ({
    player: seatName(doc, p.seat), points: p.vp, cards_in_hand: p.hand_count, influence: p.influence, laws: p.laws,
    played_this_round: p.played_this_round,
  }));
  const table = (view.table || []).map(([seat, card, wave]) => ({ player: seatName(doc, seat), card: nameOf(ctx, card), wave }));
  return el("div", { class: "board modern-society" },
    el("p", { class: "status-line" },
      el("span", {}, "Season ", el("strong", {}, `${view.season ?? "—"} of ${view.seasons ?? "—"}`)),
      el("span", {}, "Round ", el("strong", {}, `${view.round ?? "—"} of ${view.last_round ?? "—"}`)),
      el("span", {}, "Phase ", el("strong", {}, humanize(view.phase ?? "—"))),
      view.value ? el("span", {}, "Value ", el("strong", {}, view.value)) : null,
      view.turn_order ? el("span", {}, "Turn order: ", view.turn_order.map((s) => seatName(doc, s)).join(" → ")) : null),
    view.hand ? [el("h3", {}, "Your hand"), renderValue(view.hand, ctx)] : null,
    el("h3", {}, "Players"), renderTable(players, ctx),
    el("h3", {}, "Value track"), renderTable(view.track || [], ctx),
    el("h3", {}, "Cards on the table"), table.length ? renderTable(table, ctx) : el("p", {}, "none yet"),
    el("details", {}, el("summary", {}, "Laws for sale"), renderTable(view.law_supply || [], ctx)),
    restOf(view, used, ctx));
}

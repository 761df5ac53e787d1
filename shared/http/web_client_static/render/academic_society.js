// Academic Society: the Society board's action spaces, the treatise display, and each member's tracks.
import { el, humanize, nameOf, renderTable, renderValue, restOf, seatName } from "../common.js";

export const title = "Academic Society";

const PLAYER_COLUMNS = ["influence", "contribution", "hand", "theories", "authority", "sabbatical", "presentation"];

export function renderBoard(doc, ctx) {
  const view = doc.view || {};
  const used = new Set(["game", "n", "round", "phase", "stage", "players", "spaces", "display", "prompt", "you", "over", "order"]);
  const spaces = Object.entries(view.spaces || {}).map(([space, seat]) => ({
    space: nameOf(ctx, space), occupied_by: seat === null ? "free" : seatName(doc, seat),
  }));
  const players = (view.players || []).map((p) => ({
    player: seatName(doc, p.seat), ...Object.fromEntries(PLAYER_COLUMNS.filter((c) => c in p).map((c) => [c, p[c]])),
  }));
  return el("div", { class: "board academic-society" },
    el("p", { class: "status-line" },
      el("span", {}, "Round ", el("strong", {}, view.round ?? "—")),
      el("span", {}, "Phase ", el("strong", {}, view.phase ?? "—")),
      el("span", {}, "Step ", el("strong", {}, humanize(view.stage ?? "—"))),
      view.order ? el("span", {}, "Turn order: ", view.order.map((s) => seatName(doc, s)).join(" → ")) : null),
    el("h3", {}, "Members"), renderTable(players, ctx),
    el("h3", {}, "Action spaces"), renderTable(spaces, ctx),
    el("h3", {}, "Treatise display"), renderValue(view.display || {}, ctx),
    restOf(view, used, ctx));
}

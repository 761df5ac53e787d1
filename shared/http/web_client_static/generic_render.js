// The board of a game that declares no renderer of its own: its view as the generic renderer reads any
// view (definition lists, tables, component chips from its catalog).
import { renderValue } from "./common.js";

export function renderBoard(doc, ctx) {
  return renderValue(doc.view || {}, ctx);
}

// Builds a command of every kind for each game with the generated types: `tsc --noEmit` refuses a typo in a
// command's type or a field of the wrong type (tests/contract/test_generated_clients.py runs it).
import type { components as Academic } from "./academic_society";
import type { components as Archeology } from "./royal_archeology";
import type { components as Modern } from "./modern_society";

type AcademicCommand = Academic["schemas"]["GameCommand"];
type ArcheologyCommand = Archeology["schemas"]["GameCommand"];
type ModernCommand = Modern["schemas"]["GameCommand"];

export const academic: AcademicCommand[] = [
  { type: "declare", tile: "T1", achieve: true },
  { type: "place", space: "library_1", pawn: "scholar", expected_version: 12 },
  { type: "sabbatical", action: "advance", subject: "physics" },
  { type: "replace_treatise", subject: "chemistry", slot: 0 },
  { type: "bonus", use: false, idempotency_key: "move-13" },
];

export const archeology: ArcheologyCommand[] = [
  { type: "place", location: "port", level: 1 },
  { type: "discard_expeditions", cards: [7, 18] },
  { type: "exhibit", relic: "asia:scroll", collection: 2, space: 0 },
  { type: "end_turn" },
];

export const modern: ModernCommand[] = [{ type: "play", card: "C12" }, { type: "steal", target: 2 }, { type: "pass" }];

// A legal command from /legal goes back unchanged, with the envelope fields added.
export function withVersion(command: AcademicCommand, version: number): AcademicCommand {
  return { ...command, expected_version: version };
}

export function describe(event: Academic["schemas"]["GameEvent"]): string {
  return `${event.version}: ${event.type}`;
}

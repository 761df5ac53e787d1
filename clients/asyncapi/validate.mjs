// Validates AsyncAPI documents with the official parser: node validate.mjs FILE... (exit 1 on any error).
import { readFileSync } from "node:fs";
import { Parser, DiagnosticSeverity } from "@asyncapi/parser";

const parser = new Parser();
let failed = false;
for (const file of process.argv.slice(2)) {
  const { document, diagnostics } = await parser.parse(readFileSync(file, "utf8"));
  const errors = diagnostics.filter((d) => d.severity === DiagnosticSeverity.Error);
  for (const d of errors) console.error(`${file}: ${d.code} ${d.message} at ${JSON.stringify(d.path)}`);
  if (!document || errors.length) failed = true;
  else console.log(`${file}: valid AsyncAPI ${document.version()}, ${document.channels().length} channels, ${document.messages().length} messages`);
}
process.exit(failed ? 1 : 0);

import { renderAnnotatedScript } from "@/lib/reports/annotated-script";
import { inventedSnapshot } from "@/lib/reports/fixture";
import { parseFountain } from "@/lib/screenplay/fountain";
const screenplay = parseFountain("INT. PIER - DAY\n\nOdile Lindqvist waits at Harrowgate Pier.\n");
const result = await renderAnnotatedScript(inventedSnapshot(0), screenplay, null);
console.log("ok", result.scriptPages, result.bytes.length);

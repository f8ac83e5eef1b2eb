import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { ledgerCsvDownload, ledgerQuery } from "@/lib/billing/ledger";
import { readQuery } from "@/lib/http/request";

export const GET = (request: NextRequest) =>
  requireAdmin(request, () => ledgerCsvDownload(ledgerQuery(readQuery(request))));

import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson, readQuery } from "@/lib/http/request";
import { newProformaInput } from "@/lib/proformas/admin";
import { getProforma, listProformas, proformaListQuery } from "@/lib/proformas/read";
import { createProforma } from "@/lib/proformas/workflow";

export const GET = (request: NextRequest) =>
  requireAdmin(request, async () =>
    Response.json(
      await listProformas(proformaListQuery.parse(Object.fromEntries(readQuery(request)))),
    ),
  );

export const POST = (request: NextRequest) =>
  requireAdmin(request, async (admin) => {
    const { submission_id } = await readJson(request, newProformaInput);
    return Response.json(await getProforma(await createProforma(admin, submission_id)), {
      status: 201,
    });
  });

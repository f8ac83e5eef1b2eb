import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { moveInput, moveIntoCompany } from "@/lib/companies/manage";
import { readJson } from "@/lib/http/request";

/** The owner of a personal submission moves it into a company where they may quote. */
export const PUT = (request: NextRequest, { params }: { params: Promise<{ id: string }> }) =>
  requireUser(request, async (user) =>
    Response.json(
      await moveIntoCompany(user, (await params).id, await readJson(request, moveInput)),
    ),
  );

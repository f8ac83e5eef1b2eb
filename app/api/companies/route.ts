import type { NextRequest } from "next/server";

import { requireUser } from "@/lib/auth/session";
import { companyNameInput, createCompany } from "@/lib/companies/manage";
import { myCompanies } from "@/lib/companies/read";
import { readJson } from "@/lib/http/request";

/** The companies the caller belongs to, with their role in each. */
export const GET = (request: NextRequest) =>
  requireUser(request, async (user) => Response.json({ companies: await myCompanies(user) }));

/** A new company; the caller is its first owner. */
export const POST = (request: NextRequest) =>
  requireUser(request, async (user) =>
    Response.json(await createCompany(user, await readJson(request, companyNameInput)), {
      status: 201,
    }),
  );

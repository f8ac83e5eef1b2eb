import type { NextRequest } from "next/server";

import { requireAdmin } from "@/lib/auth/session";
import { readJson, readQuery } from "@/lib/http/request";
import { newItemInput, itemsQuery } from "@/lib/research/input";
import { addItem, listItems } from "@/lib/research/research";

type Context = { params: Promise<{ id: string }> };

export const GET = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async () =>
    Response.json(await listItems((await params).id, itemsQuery(readQuery(request)))),
  );

export const POST = (request: NextRequest, { params }: Context) =>
  requireAdmin(request, async (user) =>
    Response.json(await addItem(user, (await params).id, await readJson(request, newItemInput)), {
      status: 201,
    }),
  );

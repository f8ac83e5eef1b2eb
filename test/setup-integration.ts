import { closeDatabase } from "@/lib/db/client";

afterAll(closeDatabase);

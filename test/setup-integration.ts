import { closeDatabase } from "@/lib/db/client";
import { log } from "@/lib/log";

// The app's warnings are right where someone runs it (an e-mail not sent without SMTP_URL); in
// these tests they are expected and would bury a real problem, so this process logs errors only,
// unless LOG_LEVEL asks for more. Processes the tests start keep their own level.
log.level = process.env.LOG_LEVEL ?? "error";

afterAll(closeDatabase);

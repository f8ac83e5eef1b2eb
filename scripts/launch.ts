import { launch } from "@/lib/platform/launcher/launch";

await launch(process.argv[2] === "dev" ? "dev" : "start");

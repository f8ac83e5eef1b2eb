import { launch } from "@/lib/launcher/launch";

await launch(process.argv[2] === "dev" ? "dev" : "start");

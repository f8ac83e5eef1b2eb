/** Prints `count` free loopback ports, comma-separated: `playwright.config.ts` runs it once. */
import { freePorts } from "@/lib/net/ports";

console.log((await freePorts(Number(process.argv[2]))).join(","));

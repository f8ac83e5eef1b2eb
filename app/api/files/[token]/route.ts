import { serveSignedFile } from "@/lib/storage/serve";

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  return serveSignedFile((await params).token);
}

import { PageNotFound } from "@/components/layout/page-not-found";
import { requestPageMetadata } from "@/lib/site/request-metadata";

export const generateMetadata = requestPageMetadata;

export default function NotFound() {
  return <PageNotFound />;
}

import { RenderedPage } from "../../bare-pages";

export const dynamic = "force-dynamic";

export default RenderedPage;

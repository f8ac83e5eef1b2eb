import { PrerenderedPage } from "../../bare-pages";

// Prerendered at build time: the yardstick for a page that needs no request data (/auth).
export default PrerenderedPage;

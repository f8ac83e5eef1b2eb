import { PrerenderedPage } from "../../../bare-pages";

export default PrerenderedPage;

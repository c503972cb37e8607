import { HomePage, homePageMetadata } from "@/app/_pages/home-page";

export const metadata = homePageMetadata;

export default HomePage;

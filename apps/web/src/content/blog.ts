import { commonText } from "@freight/ui/i18n/common";
/** Labels of the blog pages live in the `common` catalogue; the posts come from the API. */
export const blogText = commonText.blog;

import blogCatalogue from "@freight/ui/i18n/en/blog.json";
/** Labels of the blog pages live in the shared text catalogue; the posts come from the API. */
export const blogText = blogCatalogue;

/** Copy and labels of the blog pages; the posts come from the API. */
export const blogText = {
  title: "Freight notes",
  intro: "Practical articles on moving freight through hubs: transload, cross-docking, storage and the paperwork around them.",
  empty: "No articles have been published yet.",
  readMore: "Read the article",
  minutesToRead: "{minutes} min read",
  byAuthor: "By {author}",
  tags: "Tags",
  backToList: "All articles",
  metaDescription: "Articles from our hub teams on transload, cross-docking, storage and freight operations.",
} as const;

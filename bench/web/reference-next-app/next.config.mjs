/** Same framework switches as the site where they change what the browser gets. */
export default {
  poweredByHeader: false,
};

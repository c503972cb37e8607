/** Tailwind CSS 4 runs as a PostCSS plugin under Next's Turbopack. */
const config = {
  plugins: {
    "@tailwindcss/postcss": {},
  },
};

export default config;

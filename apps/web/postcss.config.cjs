// Mantine's PostCSS preset (light-dark, rem, breakpoints mixins) and the breakpoint variables
// used by the layout CSS modules. The layout breakpoints come from the spec (§9).
module.exports = {
  plugins: {
    'postcss-preset-mantine': {},
    'postcss-simple-vars': {
      variables: {
        'mantine-breakpoint-xs': '36em',
        'mantine-breakpoint-sm': '48em',
        'mantine-breakpoint-md': '62em',
        'mantine-breakpoint-lg': '75em',
        'mantine-breakpoint-xl': '88em',
        // Sidebar collapses at max-width 991px; the header's wide items at max-width 1199px.
        'mobile-max': '991px',
        'desktop-min': '992px',
        'mega-max': '1199px',
      },
    },
  },
};

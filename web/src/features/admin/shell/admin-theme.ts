import type { ThemeConfig } from 'antd/es/config-provider';

/**
 * The back office's text colours, each at least 4.5:1 on white and on the page's #faf9f7
 * (WCAG AA, decision 0530). antd's greys are black at 45 % (#8c8c8c, 3.4:1) for secondary text,
 * table sorter and empty-list text and a Result's subtitle; its tags write in the 7th shade of
 * their colour on the 1st, which for gold, green or orange stays under 3.4:1. The same hues,
 * darker: the look stays, the text can be read.
 */
export const ADMIN_THEME: ThemeConfig = {
  token: {
    // 5.3:1 on white, 4.9:1 on a table header's #f5f5f5
    colorTextTertiary: '#6b6b6b',
    colorTextDescription: '#6b6b6b',
    // a field's hint stays lighter than what is typed (#1f1f1f), and readable: 5.1:1
    colorTextPlaceholder: '#6e6e6e',
    // antd derives the light tints of the jade green as greys (#a5b0ac, #96a39e): a ticked or
    // hovered table row, a chosen option; the brand's text on them fell to 2.3:1. Light jade:
    // its link text 4.6:1 and more, the grey text 5.4:1 and more.
    colorPrimaryBg: '#e3efea',
    colorPrimaryBgHover: '#d3e6df',
  },
  components: {
    // a tag's text on its own light background (the shade-1 colour): ≥ 5:1 for every hue. On the
    // Tag rather than as global tokens, which antd derives again from each hue's seed.
    Tag: {
      volcano7: '#ad2102',
      orange7: '#ad4e00',
      gold7: '#874d00',
      yellow7: '#876800',
      lime7: '#3f6600',
      green7: '#237804',
      cyan7: '#006d75',
    },
  },
};

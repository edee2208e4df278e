module.exports = {
  docs: [
    'uses-banner',
    'no-such-page',
    { type: 'category', label: 'Empty', items: [] },
  ],
};

// Hindi for texts of the shared components every page can show: logo, skeletons, payment marks, the
// upvote's savings screen, the category menu's fallback, the search suggestions.
export const shared: Record<string, string> = {
  'Haat home': 'Haat होम',
  'Categories are taking a chai break. Try again in a moment.':
    'कैटेगरी अभी चाय की छुट्टी पर हैं। थोड़ी देर में फिर से कोशिश करें।',
  'Accepted payment methods': 'भुगतान के स्वीकार किए जाने वाले तरीके',
  'Loading products…': 'प्रोडक्ट लोड हो रहे हैं…',
  'Savings in the making!': 'बचत बस होने ही वाली है!',
  'Your vote is unlocking the exclusive price.': 'आपका वोट ख़ास कीमत अनलॉक कर रहा है।',
  Suggestions: 'सुझाव',
}

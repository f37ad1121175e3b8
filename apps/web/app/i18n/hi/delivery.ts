// Hindi for the pincode box (product page and checkout): where a pincode is and when delivery comes.
export const delivery: Record<string, string> = {
  'Check delivery': 'डिलीवरी जाँचें',
  'Delivery to your pincode': 'आपके पिनकोड पर डिलीवरी',
  '6-digit pincode': '6 अंकों का पिनकोड',
  Check: 'जाँचें',
  'A pincode has 6 digits and does not start with 0': 'पिनकोड 6 अंकों का होता है और 0 से शुरू नहीं होता',
  'Checking {pincode}…': '{pincode} जाँचा जा रहा है…',
  "We don't know the pincode {pincode}. Check the digits.": 'हमें पिनकोड {pincode} नहीं मिला। अंक दोबारा जाँचें।',
  'Could not check the pincode just now. Try again.': 'अभी पिनकोड जाँच नहीं हो सकी। फिर से कोशिश करें।',
  'Delivery by {day}': '{day} तक डिलीवरी',
  ' to {city}, {state}.': ' — {city}, {state} में।',
  'Cash on delivery available.': 'कैश ऑन डिलीवरी उपलब्ध है।',
  'Cash on delivery is not available here.': 'यहाँ कैश ऑन डिलीवरी उपलब्ध नहीं है।',
}

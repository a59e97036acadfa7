// हिन्दी: the swap, buy and pay texts shown outside those views too (the Account view's buttons, errors by
// their codes), spread into the locale's main chunk
import type { BaseMessages } from '../../en.ts'
import type { TransactionSharedKey } from '../../enTransactions.ts'

export const hiTransactionsShared = {
  'onramp.open': 'खरीदें',
  'swap.open': 'स्वैप करें',
  'swap.networkUnsupported': 'यह नेटवर्क स्वैप के लिए समर्थित नहीं है',
  'swap.invalidAmount': 'शून्य से अधिक राशि डालें',
  'swap.insufficientBalance': 'इस स्वैप के लिए शेष पर्याप्त नहीं है',
  'swap.sameToken': 'दो अलग-अलग टोकन चुनें',
  'swap.slippageOutOfRange': 'स्लिपेज 0 से अधिक और अधिकतम 50% होना चाहिए',
  'swap.quoteExpired': 'कोट की अवधि समाप्त हो गई: नया कोट लें',
  'swap.estimateOnly': 'यह अनुमान है, कोट नहीं: स्वैप नहीं हो सकता',
  'swap.quoteUnavailable': 'इस जोड़ी के लिए कोई कोट नहीं है',
  'swap.swapFailed': 'स्वैप विफल रहा',
  'swap.noPool': 'इस टोकन जोड़ी के लिए कोई पूल नहीं है',
  'core.reason': '{reason}',
  'onramp.invalidAmount': 'राशि दर्ज करें',
  'onramp.outOfRange': '{min} और {max} {currency} के बीच राशि दर्ज करें',
  'onramp.noQuotes': 'इस खरीद के लिए कोई कोटेशन नहीं',
  'onramp.noAccount': 'खरीदने के लिए वॉलेट कनेक्ट करें',
  'onramp.popupBlocked': 'भुगतान विंडो ब्लॉक हो गई: पॉप-अप की अनुमति दें और फिर कोशिश करें',
  'pay.invalidAsset': 'अमान्य CAIP-19 एसेट',
  'pay.assetNotOnNetwork': 'एसेट अनुरोधित नेटवर्क पर नहीं है',
  'pay.unknownNetwork': 'भुगतान नेटवर्क कॉन्फ़िगर नहीं है',
  'pay.invalidRecipient': 'प्राप्तकर्ता का पता अमान्य है',
  'pay.invalidAmount': 'राशि शून्य से बड़ी संख्या होनी चाहिए',
  'pay.notConnected': 'भुगतान के लिए वॉलेट कनेक्ट करें',
  'pay.cancelled': 'भुगतान रद्द हुआ',
  'pay.insufficient': 'इस भुगतान के लिए पर्याप्त धनराशि नहीं है',
} satisfies Pick<BaseMessages, TransactionSharedKey>

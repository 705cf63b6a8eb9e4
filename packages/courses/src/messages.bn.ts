import { avatarUpload, limits, support } from './constants'
import { toBanglaDigits } from './digits'
import type { Messages } from './messages'

/** A number in Bangla digits: bn(100) is '১০০'. */
function bn(value: number): string {
  return toBanglaDigits(String(value))
}

/**
 * An hour of the 24-hour clock as Bangladeshis say it, with the part of the day:
 * 9 -> 'সকাল ৯টা', 13 -> 'দুপুর ১টা', 16 -> 'বিকেল ৪টা', 19 -> 'সন্ধ্যা ৭টা', 21 -> 'রাত ৯টা'.
 */
export function banglaClockHour(hour: number): string {
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new RangeError(`banglaClockHour: hour must be a whole number from 0 to 23, got ${hour}`)
  }
  const part =
    hour >= 4 && hour < 6
      ? 'ভোর'
      : hour >= 6 && hour < 12
        ? 'সকাল'
        : hour >= 12 && hour < 15
          ? 'দুপুর'
          : hour >= 15 && hour < 18
            ? 'বিকেল'
            : hour >= 18 && hour < 20
              ? 'সন্ধ্যা'
              : 'রাত'
  return `${part} ${bn(hour % 12 || 12)}টা`
}

const missingTitle = 'তথ্য অসম্পূর্ণ'
const missingDescription = 'অনুগ্রহ করে প্রয়োজনীয় সব ঘর পূরণ করুন।'

/**
 * The Bangla messages: the same keys as `messages`, written the way Bangladeshi sites speak
 * to learners (polite 'আপনি', short sentences ending in '।', Bangla digits). Brand names
 * (bKash) and things typed exactly as shown (name@example.com, https://, the bKash ID sample
 * 8N7A6B5C4D, JPEG/PNG/WebP/GIF, MB) stay in Latin script.
 */
export const bnMessages: Messages = {
  missingInformation: {
    title: missingTitle,
    description: missingDescription,
    text: `${missingTitle} - ${missingDescription}`,
  },
  name: {
    required: 'আপনার নাম লিখুন।',
    tooLong: `নাম ${bn(limits.nameMaxLength)} অক্ষরের মধ্যে রাখুন।`,
  },
  email: {
    required: 'আপনার ইমেইল ঠিকানা লিখুন।',
    invalid: 'সঠিক একটি ইমেইল ঠিকানা লিখুন (যেমন name@example.com)।',
  },
  phone: {
    required: 'আপনার মোবাইল নম্বর লিখুন।',
    invalid: 'বাংলাদেশের একটি মোবাইল নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮।',
  },
  whatsapp: {
    required: 'আপনার হোয়াটসঅ্যাপ নম্বর লিখুন।',
    invalid: 'বাংলাদেশের একটি হোয়াটসঅ্যাপ নম্বর লিখুন, যেমন ০১৭১২৩৪৫৬৭৮।',
  },
  course: {
    required: 'একটি কোর্স বেছে নিন।',
    invalid: 'বেছে নেওয়া কোর্সটি সঠিক নয়।',
    atLeastOne: 'অন্তত একটি কোর্স বেছে নিন।',
  },
  paymentMethod: {
    invalid: 'তালিকা থেকে একটি পেমেন্ট মেথড বেছে নিন।',
  },
  subject: {
    tooLong: `বিষয় ${bn(limits.subjectMaxLength)} অক্ষরের মধ্যে রাখুন।`,
  },
  message: {
    required: 'আপনার মেসেজ লিখুন।',
    tooLong: `মেসেজ ${bn(limits.messageMaxLength)} অক্ষরের মধ্যে রাখুন।`,
  },
  username: {
    required: 'একটি ইউজারনেম বেছে নিন।',
    tooLong: `ইউজারনেম ${bn(limits.usernameMaxLength)} অক্ষরের মধ্যে রাখুন।`,
  },
  password: {
    required: 'আপনার পাসওয়ার্ড লিখুন।',
    tooShort: `পাসওয়ার্ড কমপক্ষে ${bn(limits.passwordMinLength)} অক্ষরের হতে হবে।`,
  },
  transactionId: {
    required: 'আপনার পেমেন্টের ট্রানজেকশন আইডি লিখুন।',
    invalid: `পেমেন্টের মেসেজে পাওয়া ট্রানজেকশন আইডি লিখুন: ${bn(limits.transactionIdMinLength)} থেকে ${bn(limits.transactionIdMaxLength)}টি অক্ষর ও সংখ্যা, মাঝে কোনো স্পেস ছাড়া (bKash-এর আইডিতে ${bn(10)}টি থাকে, যেমন 8N7A6B5C4D)।`,
  },
  couponCode: {
    tooLong: `কুপন কোডে সর্বোচ্চ ${bn(limits.couponCodeMaxLength)}টি অক্ষর থাকতে পারে।`,
  },
  coupon: {
    fillAllFields: 'সব ঘর পূরণ করুন',
    percentInvalid: `ছাড় হতে হবে ${bn(limits.couponPercentMin)} থেকে ${bn(limits.couponPercentMax)}-এর মধ্যে একটি পূর্ণসংখ্যা।`,
    applied: (percent: number): string => `✅ কুপন অ্যাপ্লাই হয়েছে! ${bn(percent)}% ছাড়।`,
    invalidOrExpired: '❌ কুপনটি সঠিক নয়, অথবা এর মেয়াদ শেষ হয়ে গেছে।',
  },
  address: {
    required: 'আপনার ঠিকানা লিখুন।',
    tooLong: `ঠিকানা ${bn(limits.addressMaxLength)} অক্ষরের মধ্যে রাখুন।`,
  },
  institution: {
    required: 'আপনার স্কুল, কলেজ বা বিশ্ববিদ্যালয়ের নাম লিখুন।',
    tooLong: `শিক্ষাপ্রতিষ্ঠানের নাম ${bn(limits.institutionMaxLength)} অক্ষরের মধ্যে রাখুন।`,
  },
  socialLink: {
    invalid:
      'http:// বা https:// দিয়ে শুরু হওয়া পুরো লিংকটি দিন (যেমন https://facebook.com/yourname)।',
    tooLong: `লিংক ${bn(limits.urlMaxLength)} অক্ষরের মধ্যে রাখুন।`,
  },
  avatar: {
    required: 'আপলোড করার জন্য একটি ছবি বেছে নিন।',
    notAnImage: 'একটি ছবির ফাইল বেছে নিন: JPEG, PNG, WebP বা GIF।',
    tooLarge: `ছবিটি অনেক বড়: ${bn(avatarUpload.maxBytes / (1024 * 1024))} MB বা তার চেয়ে ছোট একটি ছবি বেছে নিন।`,
    empty: 'ফাইলটি খালি: অন্য একটি ছবি বেছে নিন।',
  },
  support: {
    hours: `প্রতিদিন ${banglaClockHour(support.opensAtHour)} থেকে ${banglaClockHour(support.closesAtHour)}`,
  },
}

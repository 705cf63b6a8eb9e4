import type { notificationsEn } from './en.notifications'

/** The profile's notifications section in Bangla; the same keys as ./en.notifications.ts. */
export const notificationsBn: typeof notificationsEn = {
  notifications: {
    title: 'নোটিফিকেশন',
    loading: 'আপনার নোটিফিকেশন লোড হচ্ছে…',
    loadFailed: 'আপনার নোটিফিকেশন লোড করা যায়নি।',
    retry: 'আবার চেষ্টা করুন',
    empty: 'এখনও কোনো নোটিফিকেশন নেই। আপনার আবেদন আর কোর্সে কিছু ঘটলে আমরা এখানে আর ইমেইলে জানাব।',
    unread: 'নতুন',
    unreadCount: (n: number) => `${n.toLocaleString('bn-BD')}টি নতুন নোটিফিকেশন`,
    kinds: {
      request_submitted: (course: string) => `${course} কোর্সের জন্য আপনার আবেদন আমরা পেয়েছি।`,
      request_received: (course: string) => `${course} কোর্সে ভর্তির নতুন আবেদন।`,
      request_approved: (course: string) => `আপনি ${course} কোর্সে ভর্তি হয়েছেন।`,
      request_rejected: (course: string) => `${course} কোর্সের আবেদন অনুমোদন করা যায়নি।`,
      request_refunded: (course: string) => `${course} কোর্সের টাকা ফেরত দেওয়া হয়েছে।`,
      certificate_issued: (course: string) => `${course} কোর্সের সার্টিফিকেট তৈরি।`,
      class_starting: (title: string) => `এক ঘণ্টার মধ্যে লাইভ ক্লাস: ${title}।`,
    },
    reason: 'কারণ',
    startLearning: 'ক্লাস শুরু করুন',
    seeCertificate: 'সার্টিফিকেট দেখুন',
    goToClass: 'ক্লাসে যান',
    askOnWhatsApp: 'হোয়াটসঅ্যাপে আমাদের জিজ্ঞেস করুন',
    whatsAppMessage: (course: string, transactionId: string) =>
      `আসসালামু আলাইকুম, ${course} কোর্সে ভর্তির আবেদন নিয়ে আমার একটি প্রশ্ন আছে। ট্রানজেকশন আইডি: ${transactionId}`,
    mailLanguage: 'আমাদের ইমেইলের ভাষা',
    mailLanguageHint: 'আবেদন পেলে, অনুমোদন বা বাতিল হলে এবং লাইভ ক্লাসের আগে আমরা আপনাকে ইমেইল করি।',
    languages: { en: 'English (ইংরেজি)', bn: 'বাংলা' },
    mailLanguageSaved: 'সংরক্ষণ হয়েছে। আমাদের পরের ইমেইলগুলো এই ভাষায় যাবে।',
    mailLanguageFailed: 'ভাষা সংরক্ষণ করা যায়নি। আবার চেষ্টা করুন।',
  },
}

-- The lesson plan of each course, as packages/courses `lessonPlan` lists it (a test keeps the two
-- equal), with each lesson's content: Markdown bodies in English and Bangla, the video, the live
-- class's join link and the resources. A migration rather than seed.sql, so a hosted project
-- gets the classroom with `supabase db push` too. The admin console's Lessons tab edits all of
-- it afterwards; this file is never edited (docs/decisions/0016-classroom-data.md).
--
-- The YouTube and Google Meet links are where the provider's recordings and classes go: the
-- admin replaces each with the real upload or meeting link in the Lessons tab.

insert into public.lessons (course_id, position, title, title_bn, kind, is_preview, duration_minutes, starts_at)
values
  ('creative-design', 1, 'Setting up your phone and apps for design work', 'ডিজাইনের কাজের জন্য ফোন ও অ্যাপ সেটআপ', 'reading', true, 10, null),
  ('creative-design', 2, 'Colour: building palettes that work together', 'কালার: মানানসই কালার প্যালেট তৈরি', 'video', true, 18, null),
  ('creative-design', 3, 'Typography: choosing and pairing fonts, Bangla and English', 'টাইপোগ্রাফি: বাংলা ও ইংরেজি ফন্ট বাছাই আর জুটি মেলানো', 'video', false, 20, null),
  ('creative-design', 4, 'A tour of the Canva app and your first design', 'Canva অ্যাপের সাথে পরিচয় ও প্রথম ডিজাইন', 'video', false, 25, null),
  ('creative-design', 5, 'Stylish text, shadows and 3D text', 'স্টাইলিশ টেক্সট, শ্যাডো ও ৩ডি টেক্সট', 'video', false, 22, null),
  ('creative-design', 6, 'Sizes for Facebook, Instagram and stories', 'ফেসবুক, ইনস্টাগ্রাম ও স্টোরির সাইজ', 'reading', false, 8, null),
  ('creative-design', 7, 'Designing a simple logo on your phone', 'মোবাইলে সহজ একটি লোগো ডিজাইন', 'video', false, 28, null),
  ('creative-design', 8, 'Building a portfolio on Behance and Facebook', 'Behance ও ফেসবুকে পোর্টফোলিও সাজানো', 'reading', false, 12, null),
  ('creative-design', 9, 'Live class: design review and questions', 'লাইভ ক্লাস: ডিজাইন রিভিউ ও প্রশ্নোত্তর', 'live', false, 60, '2026-12-05T20:00:00+06:00'::timestamptz),
  ('web-development', 1, 'Browsers, servers, domains and hosting', 'ব্রাউজার, সার্ভার, ডোমেইন ও হোস্টিং', 'reading', true, 10, null),
  ('web-development', 2, 'Setting up VS Code and your browser tools', 'VS Code আর ব্রাউজারের টুলস সেটআপ', 'video', true, 15, null),
  ('web-development', 3, 'Your first web page', 'আপনার প্রথম ওয়েব পেজ', 'video', false, 20, null),
  ('web-development', 4, 'Semantic HTML and accessibility', 'সিমান্টিক HTML ও অ্যাক্সেসিবিলিটি', 'video', false, 24, null),
  ('web-development', 5, 'The box model, Flexbox and Grid', 'বক্স মডেল, Flexbox ও Grid', 'video', false, 30, null),
  ('web-development', 6, 'Mobile-first responsive layouts', 'মোবাইল-ফার্স্ট রেসপনসিভ লেআউট', 'video', false, 25, null),
  ('web-development', 7, 'The DOM and events', 'DOM ও ইভেন্ট', 'video', false, 30, null),
  ('web-development', 8, 'Debugging with AI and checking its answers', 'AI দিয়ে ডিবাগিং, আর তার উত্তর যাচাই করা', 'reading', false, 15, null),
  ('web-development', 9, 'Deploying to Netlify, Vercel or GitHub Pages', 'Netlify, Vercel বা GitHub Pages-এ ডিপ্লয়', 'video', false, 20, null),
  ('web-development', 10, 'Live class: code review and questions', 'লাইভ ক্লাস: কোড রিভিউ ও প্রশ্নোত্তর', 'live', false, 90, '2026-12-06T21:00:00+06:00'::timestamptz),
  ('video-editing', 1, 'How editing tells a story', 'এডিটিং কীভাবে গল্প বলে', 'reading', true, 10, null),
  ('video-editing', 2, 'The CapCut interface and your first edit', 'CapCut-এর ইন্টারফেস ও প্রথম এডিট', 'video', true, 20, null),
  ('video-editing', 3, 'Cutting, trimming and transitions', 'কাটিং, ট্রিমিং ও ট্রানজিশন', 'video', false, 22, null),
  ('video-editing', 4, 'Text, stickers and auto captions', 'টেক্সট, স্টিকার ও অটো ক্যাপশন', 'video', false, 18, null),
  ('video-editing', 5, 'Hooks in the first three seconds', 'প্রথম তিন সেকেন্ডেই হুক', 'video', false, 15, null),
  ('video-editing', 6, 'Exposure, contrast and white balance', 'এক্সপোজার, কনট্রাস্ট ও হোয়াইট ব্যালান্স', 'video', false, 20, null),
  ('video-editing', 7, 'Cleaning up voice recordings', 'ভয়েস রেকর্ডিং পরিষ্কার করা', 'video', false, 16, null),
  ('video-editing', 8, 'Exporting in high quality', 'হাই কোয়ালিটিতে এক্সপোর্ট', 'reading', false, 8, null),
  ('video-editing', 9, 'Live class: reel review and questions', 'লাইভ ক্লাস: রিল রিভিউ ও প্রশ্নোত্তর', 'live', false, 60, '2026-12-07T20:00:00+06:00'::timestamptz);

-- The lessons_create_contents trigger made an empty content row for each lesson: fill it.
update public.lesson_contents c
set body = s.body, body_bn = s.body_bn, video_url = s.video_url, join_url = s.join_url, resources = s.resources
from (
  values
  ('creative-design', 1, null, null,
   '[{"title": "Canva on Google Play", "url": "https://play.google.com/store/apps/details?id=com.canva.editor"}, {"title": "PixelLab on Google Play", "url": "https://play.google.com/store/apps/details?id=com.imaginstudio.imagetools.pixellab"}]'::jsonb,
$md$
## What you need

Everything in this course happens on your phone. Before the next lesson, get these ready:

1. **Free space**: keep at least 2 GB free. Design apps slow down when storage is full.
2. **Canva**: install it from Google Play (or the App Store) and sign up with your email.
3. **PixelLab**: install it too. It works offline, which helps when the connection is slow.
4. **A folder for this course**: in your gallery, make an album called *Design Course* and save every exercise there.

## Set up your screen

- Turn off auto-rotate while you design, so the canvas does not jump.
- Raise the screen brightness: colours look wrong on a dim screen.
- Turn on *Do not disturb* during a lesson.

> **Tip:** Canva works on mobile data, but templates load faster on Wi-Fi. Download the fonts and photos you need while you are on Wi-Fi.

## Exercise

Open Canva, make an *Instagram Post* design, and write your name on it in any font. Save it to your *Design Course* album. That is your first design.
$md$,
$md$
## যা যা লাগবে

এই কোর্সের সব কাজ আপনার ফোনেই হবে। পরের লেসনের আগে এগুলো তৈরি রাখুন:

1. **ফাঁকা জায়গা**: ফোনে অন্তত ২ জিবি জায়গা খালি রাখুন। স্টোরেজ ভরে গেলে ডিজাইন অ্যাপ ধীর হয়ে যায়।
2. **Canva**: গুগল প্লে (বা অ্যাপ স্টোর) থেকে ইনস্টল করে ইমেইল দিয়ে সাইন আপ করুন।
3. **PixelLab**: এটিও ইনস্টল করুন। এটি ইন্টারনেট ছাড়াই চলে, নেট ধীর হলে খুব কাজে দেয়।
4. **কোর্সের জন্য একটি ফোল্ডার**: গ্যালারিতে *Design Course* নামে একটি অ্যালবাম বানান, প্রতিটি অনুশীলন সেখানে সেভ করুন।

## স্ক্রিন সেটআপ

- ডিজাইন করার সময় অটো-রোটেট বন্ধ রাখুন, তাহলে ক্যানভাস লাফাবে না।
- স্ক্রিনের উজ্জ্বলতা বাড়িয়ে নিন: অনুজ্জ্বল স্ক্রিনে কালার ভুল দেখায়।
- লেসনের সময় *Do not disturb* চালু রাখুন।

> **টিপস:** মোবাইল ডেটাতেও Canva চলে, তবে ওয়াই-ফাইতে টেমপ্লেট দ্রুত লোড হয়। দরকারি ফন্ট আর ছবি ওয়াই-ফাই থাকতেই ডাউনলোড করে রাখুন।

## অনুশীলন

Canva খুলে একটি *Instagram Post* ডিজাইন নিন, যেকোনো ফন্টে নিজের নাম লিখুন। ছবিটি *Design Course* অ্যালবামে সেভ করুন। এটাই আপনার প্রথম ডিজাইন।
$md$),
  ('creative-design', 2, 'https://www.youtube.com/watch?v=cD02Palette', null,
   '[{"title": "Coolors palette generator", "url": "https://coolors.co/"}, {"title": "Canva colour wheel", "url": "https://www.canva.com/colors/color-wheel/"}]'::jsonb,
$md$
## In this lesson

Colour is the first thing people notice in a post. In the video you build three palettes from scratch and see why some colour pairs feel calm and others shout.

- The colour wheel: primary, secondary and tertiary colours
- Complementary, analogous and triadic palettes
- The 60-30-10 rule: one main colour, one supporting, one accent
- Contrast: keep text readable on every background

## Exercise

Pick a local business you know (a tea stall, a tailor, a pharmacy). Make a palette of **four colours** for it on [Coolors](https://coolors.co/) and write one line on why each colour fits. Post a screenshot in the support group.
$md$,
$md$
## এই লেসনে

একটি পোস্টে মানুষ সবার আগে কালারই খেয়াল করে। ভিডিওতে আপনি শূন্য থেকে তিনটি প্যালেট বানাবেন, আর দেখবেন কেন কিছু কালারের জুটি শান্ত লাগে আর কিছু চোখে লাগে।

- কালার হুইল: প্রাইমারি, সেকেন্ডারি ও টারশিয়ারি কালার
- কমপ্লিমেন্টারি, অ্যানালগাস ও ট্রায়াডিক প্যালেট
- ৬০-৩০-১০ নিয়ম: একটি প্রধান কালার, একটি সহায়ক, একটি অ্যাকসেন্ট
- কনট্রাস্ট: প্রতিটি ব্যাকগ্রাউন্ডে লেখা যেন সহজে পড়া যায়

## অনুশীলন

চেনা একটি দোকান বেছে নিন (চায়ের দোকান, দর্জির দোকান বা ফার্মেসি)। [Coolors](https://coolors.co/)-এ তার জন্য **চারটি কালারের** একটি প্যালেট বানান, আর প্রতিটি কালার কেন মানায় তা এক লাইনে লিখুন। স্ক্রিনশট সাপোর্ট গ্রুপে পোস্ট করুন।
$md$),
  ('creative-design', 3, 'https://www.youtube.com/watch?v=cD03FontsBn', null,
   '[{"title": "Google Fonts: Bangla fonts", "url": "https://fonts.google.com/?subset=bengali"}, {"title": "Hind Siliguri on Google Fonts", "url": "https://fonts.google.com/specimen/Hind+Siliguri"}]'::jsonb,
$md$
## In this lesson

Good typography makes a design look professional even with no pictures at all.

- Serif, sans-serif, script and display fonts: when to use each
- Pairing a Bangla font with an English font of the same weight and mood
- Hierarchy: headline, subheading and body text in three sizes
- Line spacing and letter spacing on a small screen

### Fonts we use in class

| Language | Headline | Body |
|---|---|---|
| Bangla | Hind Siliguri Bold | Noto Sans Bengali |
| English | Poppins SemiBold | Inter |

## Exercise

Design an Eid greeting post with one Bangla and one English line. Use **two fonts only**, and make the headline at least twice the size of the body text.
$md$,
$md$
## এই লেসনে

ভালো টাইপোগ্রাফি থাকলে কোনো ছবি ছাড়াও ডিজাইন প্রফেশনাল দেখায়।

- সেরিফ, স্যান্স-সেরিফ, স্ক্রিপ্ট ও ডিসপ্লে ফন্ট: কোনটি কখন
- একই ওজন আর মেজাজের বাংলা ও ইংরেজি ফন্টের জুটি মেলানো
- হায়ারার্কি: হেডলাইন, সাবহেডিং আর বডি টেক্সট তিন সাইজে
- ছোট স্ক্রিনে লাইন স্পেসিং ও লেটার স্পেসিং

### ক্লাসে যে ফন্টগুলো ব্যবহার করি

| ভাষা | হেডলাইন | বডি |
|---|---|---|
| বাংলা | Hind Siliguri Bold | Noto Sans Bengali |
| ইংরেজি | Poppins SemiBold | Inter |

## অনুশীলন

একটি বাংলা আর একটি ইংরেজি লাইন দিয়ে ঈদের শুভেচ্ছা পোস্ট ডিজাইন করুন। **মাত্র দুটি ফন্ট** ব্যবহার করবেন, আর হেডলাইন যেন বডি টেক্সটের অন্তত দ্বিগুণ বড় হয়।
$md$),
  ('creative-design', 4, 'https://www.youtube.com/watch?v=cD04CanvaGo', null,
   '[{"title": "Canva Design School", "url": "https://www.canva.com/designschool/"}]'::jsonb,
$md$
## In this lesson

A full tour of the Canva app on a phone, then your first complete design from a blank page.

1. The home screen, search and the *Your projects* tab
2. Choosing the right size before you start
3. Adding text, elements and photos
4. Position, transparency and layers (the *Arrange* menu)
5. Undo, duplicate and group

## Exercise

Make a **"Now Open"** post for a new shop in your area: the shop name, one photo, the address and a phone number. Keep at least a thumb's width of empty space around the edges.
$md$,
$md$
## এই লেসনে

মোবাইলে Canva অ্যাপের পুরো পরিচিতি, তারপর ফাঁকা পেজ থেকে আপনার প্রথম পূর্ণ ডিজাইন।

1. হোম স্ক্রিন, সার্চ আর *Your projects* ট্যাব
2. শুরু করার আগে সঠিক সাইজ বেছে নেওয়া
3. টেক্সট, এলিমেন্ট ও ছবি যোগ করা
4. পজিশন, ট্রান্সপারেন্সি ও লেয়ার (*Arrange* মেনু)
5. আনডু, ডুপ্লিকেট ও গ্রুপ

## অনুশীলন

এলাকার নতুন একটি দোকানের জন্য **"শুভ উদ্বোধন"** পোস্ট বানান: দোকানের নাম, একটি ছবি, ঠিকানা আর ফোন নম্বর। চারপাশের কিনারায় অন্তত এক আঙুল সমান ফাঁকা জায়গা রাখুন।
$md$),
  ('creative-design', 5, 'https://www.youtube.com/watch?v=cD05PixText', null,
   '[{"title": "PixelLab on Google Play", "url": "https://play.google.com/store/apps/details?id=com.imaginstudio.imagetools.pixellab"}]'::jsonb,
$md$
## In this lesson

PixelLab is the fastest way to make eye-catching text on a phone.

- Adding text and changing font, colour and size
- Shadow, stroke and inner shadow
- 3D text: depth, angle and lighting
- Saving a text style and using it again

> **Careful:** heavy effects make text hard to read. One effect at a time is usually enough.

## Exercise

Write the word **SALE** in 3D text with a shadow on a plain background, and export it as PNG.
$md$,
$md$
## এই লেসনে

মোবাইলে নজরকাড়া টেক্সট বানানোর সবচেয়ে দ্রুত উপায় PixelLab।

- টেক্সট যোগ করা, ফন্ট, কালার ও সাইজ বদলানো
- শ্যাডো, স্ট্রোক ও ইনার শ্যাডো
- ৩ডি টেক্সট: ডেপথ, অ্যাঙ্গেল ও লাইটিং
- একটি টেক্সট স্টাইল সেভ করে আবার ব্যবহার করা

> **সাবধান:** বেশি ইফেক্ট দিলে লেখা পড়া কঠিন হয়। সাধারণত একবারে একটি ইফেক্টই যথেষ্ট।

## অনুশীলন

সাধারণ একটি ব্যাকগ্রাউন্ডে শ্যাডোসহ ৩ডি টেক্সটে **SALE** লিখুন, আর PNG হিসেবে এক্সপোর্ট করুন।
$md$),
  ('creative-design', 6, null, null,
   '[{"title": "Facebook image sizes (Meta Business Help)", "url": "https://www.facebook.com/business/help/469767027114079"}]'::jsonb,
$md$
## Sizes to remember

Posting in the wrong size means Facebook or Instagram crops your design. Start every design in the right size:

| Where | Size (pixels) | Shape |
|---|---|---|
| Facebook and Instagram post | 1080 × 1080 | square |
| Instagram portrait post | 1080 × 1350 | 4:5 |
| Story and reel cover | 1080 × 1920 | 9:16 |
| Facebook page cover | 1640 × 624 | wide |
| YouTube thumbnail | 1280 × 720 | 16:9 |

## The safe zone

On stories, keep text and logos out of the top and bottom **250 pixels**: the profile name and the reply box cover them.

## Exercise

Take your "Now Open" post from lesson 4 and resize it for a story (Canva: *Resize*). Move anything that falls into the safe zone.
$md$,
$md$
## যে সাইজগুলো মনে রাখবেন

ভুল সাইজে পোস্ট করলে ফেসবুক বা ইনস্টাগ্রাম ডিজাইন কেটে দেয়। প্রতিটি ডিজাইন সঠিক সাইজে শুরু করুন:

| কোথায় | সাইজ (পিক্সেল) | আকার |
|---|---|---|
| ফেসবুক ও ইনস্টাগ্রাম পোস্ট | ১০৮০ × ১০৮০ | বর্গাকার |
| ইনস্টাগ্রাম পোর্ট্রেট পোস্ট | ১০৮০ × ১৩৫০ | ৪:৫ |
| স্টোরি ও রিল কভার | ১০৮০ × ১৯২০ | ৯:১৬ |
| ফেসবুক পেজ কভার | ১৬৪০ × ৬২৪ | চওড়া |
| ইউটিউব থাম্বনেইল | ১২৮০ × ৭২০ | ১৬:৯ |

## সেফ জোন

স্টোরিতে ওপরের আর নিচের **২৫০ পিক্সেলে** লেখা বা লোগো রাখবেন না: প্রোফাইলের নাম আর রিপ্লাই বক্স সেগুলো ঢেকে দেয়।

## অনুশীলন

লেসন ৪-এর "শুভ উদ্বোধন" পোস্টটি স্টোরির সাইজে নিন (Canva: *Resize*)। সেফ জোনে পড়ে যাওয়া সবকিছু সরিয়ে দিন।
$md$),
  ('creative-design', 7, 'https://www.youtube.com/watch?v=cD07LogoPhn', null,
   '[{"title": "Canva logo maker", "url": "https://www.canva.com/create/logos/"}]'::jsonb,
$md$
## In this lesson

A logo has to work small, in one colour, and on any background. In the video we design a logo for a home bakery, step by step.

1. Three questions to ask the client first
2. Sketching ideas on paper (yes, paper)
3. Wordmark, icon or both
4. Building it in Canva with shapes and text
5. Testing: tiny size, black and white, dark background

## Exercise

Design a logo for a business of your choice. Export it three ways: full colour, black on white, and white on black.
$md$,
$md$
## এই লেসনে

লোগোকে ছোট সাইজে, এক কালারে আর যেকোনো ব্যাকগ্রাউন্ডে কাজ করতে হয়। ভিডিওতে ধাপে ধাপে একটি হোম বেকারির লোগো ডিজাইন করা হয়েছে।

1. শুরুতে ক্লায়েন্টকে যে তিনটি প্রশ্ন করবেন
2. কাগজে আইডিয়ার স্কেচ (হ্যাঁ, কাগজেই)
3. ওয়ার্ডমার্ক, আইকন নাকি দুটোই
4. Canva-তে শেপ আর টেক্সট দিয়ে বানানো
5. যাচাই: খুব ছোট সাইজ, সাদা-কালো, গাঢ় ব্যাকগ্রাউন্ড

## অনুশীলন

নিজের পছন্দের একটি ব্যবসার লোগো ডিজাইন করুন। তিনভাবে এক্সপোর্ট করুন: পূর্ণ কালারে, সাদার ওপর কালো আর কালোর ওপর সাদা।
$md$),
  ('creative-design', 8, null, null,
   '[{"title": "Behance", "url": "https://www.behance.net/"}, {"title": "Creating a Facebook Page", "url": "https://www.facebook.com/pages/create"}]'::jsonb,
$md$
## Your portfolio is your shop window

Clients hire designers from what they can see. Put your **best six designs** in one place before you look for work.

### On Behance

1. Sign up and fill in your profile: a clear photo, your city and *Graphic Designer*.
2. Make one project per piece of work: the final design, then one or two images of the process.
3. Write two lines about each: the client's problem and what you made.

### On Facebook

- Make a page with your name and *Designer* (for example *Rafi Designs*).
- Pin a post with your six best designs as an album.
- Reply to every message within a day: clients compare how fast designers answer.

## Exercise

Publish your first Behance project with the logo from lesson 7 and share the link in the support group.
$md$,
$md$
## পোর্টফোলিও আপনার দোকানের শোকেস

ক্লায়েন্ট যা দেখতে পান তা দেখেই ডিজাইনার বাছাই করেন। কাজ খোঁজার আগে আপনার **সেরা ছয়টি ডিজাইন** এক জায়গায় রাখুন।

### Behance-এ

1. সাইন আপ করে প্রোফাইল পূরণ করুন: পরিষ্কার একটি ছবি, আপনার শহর আর *Graphic Designer*।
2. প্রতিটি কাজের জন্য একটি প্রজেক্ট: চূড়ান্ত ডিজাইন, তারপর কাজের প্রক্রিয়ার এক-দুটি ছবি।
3. প্রতিটির জন্য দুই লাইন লিখুন: ক্লায়েন্টের সমস্যা কী ছিল আর আপনি কী বানালেন।

### ফেসবুকে

- নিজের নাম আর *Designer* দিয়ে একটি পেজ খুলুন (যেমন *Rafi Designs*)।
- সেরা ছয়টি ডিজাইনের অ্যালবাম দিয়ে একটি পোস্ট পিন করুন।
- প্রতিটি মেসেজের উত্তর এক দিনের মধ্যে দিন: ক্লায়েন্টরা দেখেন কোন ডিজাইনার কত দ্রুত উত্তর দেন।

## অনুশীলন

লেসন ৭-এর লোগো দিয়ে Behance-এ আপনার প্রথম প্রজেক্ট পাবলিশ করুন, আর লিংকটি সাপোর্ট গ্রুপে শেয়ার করুন।
$md$),
  ('creative-design', 9, null, 'https://meet.google.com/cdr-view-q2a',
   '[{"title": "Google Meet on Google Play", "url": "https://play.google.com/store/apps/details?id=com.google.android.apps.tachyon"}]'::jsonb,
$md$
## Live class: design review

Tanvir reviews learners' designs live and answers your questions.

**When:** Saturday 5 December 2026, 8:00 pm Bangladesh time (about one hour).

### Before the class

- Post **one design** you want reviewed in the support group by Friday night.
- Install Google Meet and test your microphone.
- Join from Wi-Fi if you can; turn your camera off on mobile data.

The join link appears on this page 15 minutes before the class starts. The recording is added here after the class.
$md$,
$md$
## লাইভ ক্লাস: ডিজাইন রিভিউ

তানভীর লাইভে শিক্ষার্থীদের ডিজাইন রিভিউ করবেন আর আপনার প্রশ্নের উত্তর দেবেন।

**কখন:** শনিবার, ৫ ডিসেম্বর ২০২৬, বাংলাদেশ সময় রাত ৮টা (প্রায় এক ঘণ্টা)।

### ক্লাসের আগে

- যে **একটি ডিজাইন** রিভিউ করাতে চান, শুক্রবার রাতের মধ্যে সাপোর্ট গ্রুপে পোস্ট করুন।
- Google Meet ইনস্টল করে মাইক্রোফোন পরীক্ষা করে নিন।
- সম্ভব হলে ওয়াই-ফাই থেকে যোগ দিন; মোবাইল ডেটায় ক্যামেরা বন্ধ রাখুন।

ক্লাস শুরুর ১৫ মিনিট আগে এই পেজে যোগ দেওয়ার লিংক দেখা যাবে। ক্লাসের পর রেকর্ডিং এখানে যোগ করা হবে।
$md$),
  ('web-development', 1, null, null,
   '[{"title": "MDN: How the web works", "url": "https://developer.mozilla.org/en-US/docs/Learn_web_development/Getting_started/Web_standards/How_the_web_works"}]'::jsonb,
$md$
## What happens when you open a website

1. You type an address such as `example.com`.
2. **DNS** turns the name into the address of a computer (an IP address), like a phone book.
3. Your **browser** asks that computer, the **server**, for the page.
4. The server answers with files: **HTML** (the content), **CSS** (the look) and **JavaScript** (the behaviour).
5. The browser puts them together and draws the page.

## Domain and hosting

- A **domain** is the name (`yourname.com`). You rent it by the year.
- **Hosting** is the computer that keeps your files online. For the sites in this course, free hosting (Netlify, GitHub Pages) is enough.

> A `.com.bd` domain is bought through BTCL or a local reseller; a `.com` domain from any registrar.

## Check yourself

- What does DNS do?
- Which of the three files decides the colours of a page?
$md$,
$md$
## একটি ওয়েবসাইট খুললে কী ঘটে

1. আপনি `example.com`-এর মতো একটি ঠিকানা লেখেন।
2. **DNS** নামটিকে একটি কম্পিউটারের ঠিকানায় (IP অ্যাড্রেস) বদলে দেয়, অনেকটা ফোনবুকের মতো।
3. আপনার **ব্রাউজার** সেই কম্পিউটার, অর্থাৎ **সার্ভারের** কাছে পেজটি চায়।
4. সার্ভার কিছু ফাইল পাঠায়: **HTML** (কনটেন্ট), **CSS** (দেখতে কেমন) আর **JavaScript** (আচরণ)।
5. ব্রাউজার সেগুলো জুড়ে পেজটি দেখায়।

## ডোমেইন ও হোস্টিং

- **ডোমেইন** হলো নাম (`yourname.com`)। এটি বছর হিসেবে ভাড়া নিতে হয়।
- **হোস্টিং** হলো সেই কম্পিউটার যেটি আপনার ফাইলগুলো অনলাইনে রাখে। এই কোর্সের সাইটগুলোর জন্য ফ্রি হোস্টিংই (Netlify, GitHub Pages) যথেষ্ট।

> `.com.bd` ডোমেইন কিনতে হয় BTCL বা দেশি রিসেলারের কাছ থেকে; `.com` ডোমেইন যেকোনো রেজিস্ট্রার থেকে।

## নিজেকে যাচাই করুন

- DNS কী কাজ করে?
- তিনটি ফাইলের কোনটি পেজের কালার ঠিক করে?
$md$),
  ('web-development', 2, 'https://www.youtube.com/watch?v=wD02VsCodeS', null,
   '[{"title": "Visual Studio Code", "url": "https://code.visualstudio.com/"}, {"title": "Chrome DevTools", "url": "https://developer.chrome.com/docs/devtools"}]'::jsonb,
$md$
## In this lesson

Set up the tools working developers use every day.

- Installing **VS Code** on Windows, and the extensions we use: Prettier and Live Server
- Opening a folder as a project
- The browser's **DevTools**: *Elements*, *Console* and the phone view
- Keyboard shortcuts that save hours: `Ctrl+S`, `Ctrl+/`, `Alt+↑/↓`

> On a phone only? Use [vscode.dev](https://vscode.dev) in Chrome for the first lessons.

## Exercise

Create a folder `web-course`, open it in VS Code and install Live Server.
$md$,
$md$
## এই লেসনে

পেশাদার ডেভেলপাররা প্রতিদিন যে টুলগুলো ব্যবহার করেন, সেগুলো সেটআপ করা।

- উইন্ডোজে **VS Code** ইনস্টল, আর আমাদের ব্যবহৃত এক্সটেনশন: Prettier ও Live Server
- একটি ফোল্ডারকে প্রজেক্ট হিসেবে খোলা
- ব্রাউজারের **DevTools**: *Elements*, *Console* আর মোবাইল ভিউ
- যে কিবোর্ড শর্টকাটগুলো ঘণ্টার পর ঘণ্টা বাঁচায়: `Ctrl+S`, `Ctrl+/`, `Alt+↑/↓`

> শুধু মোবাইল আছে? প্রথম লেসনগুলোর জন্য Chrome-এ [vscode.dev](https://vscode.dev) ব্যবহার করুন।

## অনুশীলন

`web-course` নামে একটি ফোল্ডার বানিয়ে VS Code-এ খুলুন, আর Live Server ইনস্টল করুন।
$md$),
  ('web-development', 3, 'https://www.youtube.com/watch?v=wD03FirstPg', null,
   '[{"title": "MDN: Getting started with HTML", "url": "https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/Structuring_content/Basic_HTML_syntax"}]'::jsonb,
$md$
## In this lesson

You write your first web page by hand and open it in the browser.

```html
<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>My first page</title>
  </head>
  <body>
    <h1>Hello, Chattogram!</h1>
    <p>This is my first web page.</p>
  </body>
</html>
```

- Why `lang`, `charset` and `viewport` matter (Bangla text and phones)
- Saving as `index.html` and opening it with Live Server

## Exercise

Make a page about yourself: your name as a heading, two paragraphs and a link to your Facebook profile.
$md$,
$md$
## এই লেসনে

নিজের হাতে প্রথম ওয়েব পেজ লিখে ব্রাউজারে খুলবেন।

```html
<!doctype html>
<html lang="bn">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>আমার প্রথম পেজ</title>
  </head>
  <body>
    <h1>হ্যালো, চট্টগ্রাম!</h1>
    <p>এটি আমার প্রথম ওয়েব পেজ।</p>
  </body>
</html>
```

- `lang`, `charset` আর `viewport` কেন জরুরি (বাংলা লেখা আর মোবাইলের জন্য)
- `index.html` নামে সেভ করে Live Server দিয়ে খোলা

## অনুশীলন

নিজেকে নিয়ে একটি পেজ বানান: হেডিং হিসেবে আপনার নাম, দুটি প্যারাগ্রাফ আর আপনার ফেসবুক প্রোফাইলের একটি লিংক।
$md$),
  ('web-development', 4, 'https://www.youtube.com/watch?v=wD04Semantc', null,
   '[{"title": "MDN: HTML elements reference", "url": "https://developer.mozilla.org/en-US/docs/Web/HTML/Element"}, {"title": "WebAIM: alternative text", "url": "https://webaim.org/techniques/alttext/"}]'::jsonb,
$md$
## In this lesson

Semantic HTML tells browsers, search engines and screen readers what each part of the page *is*.

- `header`, `nav`, `main`, `section`, `article` and `footer` instead of `div` everywhere
- One `h1` per page, headings in order
- `alt` text that describes an image, and empty `alt=""` for decoration
- Labels on every form field
- Buttons for actions, links for navigation

## Exercise

Rewrite your page from lesson 3 with `header`, `main` and `footer`, and add one image with good `alt` text.
$md$,
$md$
## এই লেসনে

সিমান্টিক HTML ব্রাউজার, সার্চ ইঞ্জিন আর স্ক্রিন রিডারকে জানায় পেজের কোন অংশ আসলে *কী*।

- সব জায়গায় `div` না দিয়ে `header`, `nav`, `main`, `section`, `article` ও `footer`
- প্রতিটি পেজে একটি `h1`, হেডিংগুলো ক্রম অনুযায়ী
- ছবির বর্ণনা দেয় এমন `alt` টেক্সট, আর সাজসজ্জার ছবির জন্য ফাঁকা `alt=""`
- প্রতিটি ফর্ম ফিল্ডে লেবেল
- কাজের জন্য বাটন, এক পেজ থেকে অন্য পেজে যেতে লিংক

## অনুশীলন

লেসন ৩-এর পেজটি `header`, `main` ও `footer` দিয়ে আবার লিখুন, আর ভালো `alt` টেক্সটসহ একটি ছবি যোগ করুন।
$md$),
  ('web-development', 5, 'https://www.youtube.com/watch?v=wD05FlexGrd', null,
   '[{"title": "CSS-Tricks: A complete guide to Flexbox", "url": "https://css-tricks.com/snippets/css/a-guide-to-flexbox/"}, {"title": "Flexbox Froggy", "url": "https://flexboxfroggy.com/"}]'::jsonb,
$md$
## In this lesson

- The **box model**: content, padding, border and margin, and why `box-sizing: border-box`
- **Flexbox** for a row or a column: `justify-content`, `align-items`, `gap`
- **Grid** for two dimensions: `grid-template-columns` and `repeat(auto-fit, minmax(...))`

```css
.cards {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1rem;
}
```

## Exercise

Build a row of three course cards that becomes one column on a phone, without a single media query.
$md$,
$md$
## এই লেসনে

- **বক্স মডেল**: কনটেন্ট, প্যাডিং, বর্ডার ও মার্জিন, আর কেন `box-sizing: border-box`
- এক সারি বা এক কলামের জন্য **Flexbox**: `justify-content`, `align-items`, `gap`
- দুই দিকের লেআউটের জন্য **Grid**: `grid-template-columns` আর `repeat(auto-fit, minmax(...))`

```css
.cards {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: 1rem;
}
```

## অনুশীলন

তিনটি কোর্স কার্ডের একটি সারি বানান যা মোবাইলে এক কলাম হয়ে যায়, কোনো মিডিয়া কোয়েরি ছাড়াই।
$md$),
  ('web-development', 6, 'https://www.youtube.com/watch?v=wD06MobileF', null,
   '[{"title": "web.dev: Learn Responsive Design", "url": "https://web.dev/learn/design"}]'::jsonb,
$md$
## In this lesson

Most of your visitors in Bangladesh are on a phone. Design for the small screen first, then add space for bigger ones.

- Start with one column and readable text (at least 16 px)
- `min-width` media queries to add columns on wider screens
- Images that shrink: `max-width: 100%; height: auto`
- Tap targets of at least 44 × 44 px
- Testing at 360 px wide in DevTools

## Exercise

Open your page in DevTools at 360 px. Fix everything that overflows or is smaller than a fingertip.
$md$,
$md$
## এই লেসনে

বাংলাদেশে আপনার বেশিরভাগ ভিজিটর মোবাইলে থাকেন। আগে ছোট স্ক্রিনের জন্য ডিজাইন করুন, তারপর বড় স্ক্রিনের জন্য জায়গা বাড়ান।

- এক কলাম আর সহজে পড়া যায় এমন লেখা দিয়ে শুরু (অন্তত ১৬ পিক্সেল)
- চওড়া স্ক্রিনে কলাম যোগ করতে `min-width` মিডিয়া কোয়েরি
- যে ছবি ছোট হয়ে যায়: `max-width: 100%; height: auto`
- ট্যাপ করার জায়গা অন্তত ৪৪ × ৪৪ পিক্সেল
- DevTools-এ ৩৬০ পিক্সেল চওড়ায় পরীক্ষা

## অনুশীলন

DevTools-এ ৩৬০ পিক্সেলে আপনার পেজ খুলুন। যা কিছু বাইরে বেরিয়ে যায় বা আঙুলের ডগার চেয়ে ছোট, সব ঠিক করুন।
$md$),
  ('web-development', 7, 'https://www.youtube.com/watch?v=wD07DomEvnt', null,
   '[{"title": "MDN: Introduction to the DOM", "url": "https://developer.mozilla.org/en-US/docs/Web/API/Document_Object_Model/Introduction"}]'::jsonb,
$md$
## In this lesson

JavaScript makes a page respond. You find elements, listen for events and change the page.

```js
const button = document.querySelector('#like')
const count = document.querySelector('#count')
let likes = 0
button.addEventListener('click', () => {
  likes += 1
  count.textContent = String(likes)
})
```

- `querySelector` and `querySelectorAll`
- `addEventListener` for `click`, `input` and `submit`
- Changing text, classes and attributes

## Exercise

Build a dark-mode toggle: a button that adds or removes a `dark` class on `body`.
$md$,
$md$
## এই লেসনে

JavaScript পেজকে সাড়া দিতে শেখায়। আপনি এলিমেন্ট খুঁজবেন, ইভেন্ট শুনবেন আর পেজ বদলাবেন।

```js
const button = document.querySelector('#like')
const count = document.querySelector('#count')
let likes = 0
button.addEventListener('click', () => {
  likes += 1
  count.textContent = String(likes)
})
```

- `querySelector` ও `querySelectorAll`
- `click`, `input` ও `submit`-এর জন্য `addEventListener`
- লেখা, ক্লাস ও অ্যাট্রিবিউট বদলানো

## অনুশীলন

একটি ডার্ক মোড বাটন বানান: বাটনে চাপলে `body`-তে `dark` ক্লাস যোগ হবে বা সরে যাবে।
$md$),
  ('web-development', 8, null, null,
   '[{"title": "MDN: What went wrong? Troubleshooting JavaScript", "url": "https://developer.mozilla.org/en-US/docs/Learn_web_development/Core/Scripting/What_went_wrong"}]'::jsonb,
$md$
## Debugging with an AI assistant

AI assistants are good at explaining errors. They are also confidently wrong sometimes. Use them like a senior classmate, not like an answer key.

### A good debugging prompt

1. What you expected to happen
2. What happened instead, with the **exact** error from the Console
3. The smallest piece of code that shows the problem

### Check every answer

- Run the suggested code. Does the error go away *and* does the page do the right thing?
- Ask "why does this fix it?" If the explanation does not make sense to you, do not paste it.
- Never paste passwords, API keys or other people's data into a chat.

## Exercise

Break your dark-mode toggle on purpose (misspell a variable). Ask an assistant to find the bug using the three-part prompt, and write down whether its first answer was right.
$md$,
$md$
## AI অ্যাসিস্ট্যান্ট দিয়ে ডিবাগিং

এরর ব্যাখ্যা করতে AI অ্যাসিস্ট্যান্ট বেশ ভালো। আবার মাঝে মাঝে খুব আত্মবিশ্বাসের সাথে ভুলও বলে। একে উত্তরপত্র নয়, অভিজ্ঞ সহপাঠীর মতো ব্যবহার করুন।

### ডিবাগিংয়ের ভালো প্রম্পট

1. আপনি কী ঘটবে ভেবেছিলেন
2. তার বদলে কী ঘটল, Console-এর **হুবহু** এরর মেসেজসহ
3. সমস্যাটি দেখা যায় এমন সবচেয়ে ছোট কোড

### প্রতিটি উত্তর যাচাই করুন

- প্রস্তাবিত কোড চালিয়ে দেখুন। এরর কি চলে গেল, *আর* পেজ কি ঠিক কাজটি করছে?
- জিজ্ঞেস করুন "এতে কেন ঠিক হলো?" ব্যাখ্যা বুঝতে না পারলে কোডটি বসাবেন না।
- পাসওয়ার্ড, API key বা অন্যের ডেটা কখনো চ্যাটে দেবেন না।

## অনুশীলন

ইচ্ছে করে আপনার ডার্ক মোড বাটনটি নষ্ট করুন (একটি ভেরিয়েবলের বানান ভুল লিখুন)। তিন ভাগের প্রম্পট দিয়ে অ্যাসিস্ট্যান্টকে বাগটি খুঁজতে বলুন, আর তার প্রথম উত্তর ঠিক ছিল কি না লিখে রাখুন।
$md$),
  ('web-development', 9, 'https://www.youtube.com/watch?v=wD09Deploys', null,
   '[{"title": "GitHub Pages", "url": "https://pages.github.com/"}, {"title": "Netlify documentation", "url": "https://docs.netlify.com/"}]'::jsonb,
$md$
## In this lesson

Put your site on the internet, free, with a link you can share.

1. Push your project to a GitHub repository
2. **GitHub Pages**: *Settings → Pages → Deploy from a branch*
3. **Netlify**: connect the repository, and every push updates the site
4. Checking the live site on your phone

## Exercise

Deploy your portfolio page and post its link in the support group. Open a classmate's link on your phone and send them one suggestion.
$md$,
$md$
## এই লেসনে

আপনার সাইট ইন্টারনেটে তুলুন, বিনা খরচে, শেয়ার করার মতো একটি লিংকসহ।

1. প্রজেক্টটি একটি GitHub রিপোজিটরিতে পুশ করা
2. **GitHub Pages**: *Settings → Pages → Deploy from a branch*
3. **Netlify**: রিপোজিটরি যুক্ত করুন, প্রতিটি পুশে সাইট আপডেট হবে
4. নিজের মোবাইলে লাইভ সাইট পরীক্ষা

## অনুশীলন

আপনার পোর্টফোলিও পেজ ডিপ্লয় করে লিংকটি সাপোর্ট গ্রুপে দিন। একজন সহপাঠীর লিংক মোবাইলে খুলে তাকে একটি পরামর্শ পাঠান।
$md$),
  ('web-development', 10, null, 'https://meet.google.com/wdv-code-q2a',
   '[{"title": "Google Meet on Google Play", "url": "https://play.google.com/store/apps/details?id=com.google.android.apps.tachyon"}]'::jsonb,
$md$
## Live class: code review

Your instructor reviews learners' code live and answers questions about HTML, CSS, JavaScript and deployment.

**When:** Sunday 6 December 2026, 9:00 pm Bangladesh time (about 90 minutes).

### Before the class

- Deploy your page (lesson 9) and post the link in the support group.
- Write down one question you are stuck on.
- Join from a computer if you can, so you can follow the code on screen.

The join link appears on this page 15 minutes before the class starts. The recording is added here after the class.
$md$,
$md$
## লাইভ ক্লাস: কোড রিভিউ

ইন্সট্রাক্টর লাইভে শিক্ষার্থীদের কোড রিভিউ করবেন, আর HTML, CSS, JavaScript ও ডিপ্লয়মেন্ট নিয়ে প্রশ্নের উত্তর দেবেন।

**কখন:** রবিবার, ৬ ডিসেম্বর ২০২৬, বাংলাদেশ সময় রাত ৯টা (প্রায় ৯০ মিনিট)।

### ক্লাসের আগে

- আপনার পেজ ডিপ্লয় করে (লেসন ৯) লিংকটি সাপোর্ট গ্রুপে দিন।
- যে জায়গায় আটকে আছেন, সেটি নিয়ে একটি প্রশ্ন লিখে রাখুন।
- সম্ভব হলে কম্পিউটার থেকে যোগ দিন, তাহলে স্ক্রিনের কোড অনুসরণ করতে পারবেন।

ক্লাস শুরুর ১৫ মিনিট আগে এই পেজে যোগ দেওয়ার লিংক দেখা যাবে। ক্লাসের পর রেকর্ডিং এখানে যোগ করা হবে।
$md$),
  ('video-editing', 1, null, null,
   '[{"title": "YouTube Creator Academy: storytelling", "url": "https://www.youtube.com/creators/"}]'::jsonb,
$md$
## Editing is storytelling

A viewer never sees the cuts you made; they feel them. Every edit answers one question: **what does the viewer need to see next?**

### Three ideas for this course

1. **Start strong.** The first seconds decide whether people keep watching.
2. **Cut what does not help the story.** A pause, a repeated sentence, a shaky shot: out.
3. **Sound is half the video.** Viewers forgive an average picture, not bad sound.

### Beginning, middle, end

Even a 30-second reel has one: a hook, the content, and a reason to follow or buy.

## Exercise

Watch one reel you liked this week. Write down the hook, the moment it changes, and how it ends.
$md$,
$md$
## এডিটিং মানে গল্প বলা

দর্শক কখনো আপনার কাটগুলো দেখেন না, তারা অনুভব করেন। প্রতিটি এডিট একটি প্রশ্নের উত্তর দেয়: **দর্শকের এরপর কী দেখা দরকার?**

### এই কোর্সের তিনটি মূল কথা

1. **জোরালো শুরু।** প্রথম কয়েক সেকেন্ডেই ঠিক হয় মানুষ দেখতে থাকবে কি না।
2. **যা গল্পে কাজে আসে না, কেটে ফেলুন।** থেমে থাকা, একই কথা দুবার, কাঁপা শট: বাদ।
3. **সাউন্ড ভিডিওর অর্ধেক।** মাঝারি ছবি দর্শক মেনে নেন, খারাপ সাউন্ড নয়।

### শুরু, মাঝখান, শেষ

৩০ সেকেন্ডের একটি রিলেরও তা থাকে: একটি হুক, মূল কনটেন্ট, আর ফলো করা বা কেনার একটি কারণ।

## অনুশীলন

এই সপ্তাহে ভালো লাগা একটি রিল দেখুন। তার হুক, কোন মুহূর্তে মোড় নিল আর কীভাবে শেষ হলো, লিখে রাখুন।
$md$),
  ('video-editing', 2, 'https://www.youtube.com/watch?v=vE02CapCut1', null,
   '[{"title": "CapCut on Google Play", "url": "https://play.google.com/store/apps/details?id=com.lemon.lvoverseas"}]'::jsonb,
$md$
## In this lesson

A tour of CapCut on the phone and a first edit from three clips.

- New project, importing clips, and the timeline
- Split, delete and reorder
- Adding music from your phone
- Export settings: 1080p, 30 fps

## Exercise

Film three short clips of your street or your home (5 seconds each). Join them in CapCut with music and export a 15-second video.
$md$,
$md$
## এই লেসনে

মোবাইলে CapCut-এর পরিচিতি, আর তিনটি ক্লিপ দিয়ে প্রথম এডিট।

- নতুন প্রজেক্ট, ক্লিপ ইমপোর্ট আর টাইমলাইন
- স্প্লিট, ডিলিট ও ক্রম বদলানো
- ফোন থেকে মিউজিক যোগ করা
- এক্সপোর্ট সেটিংস: ১০৮০p, ৩০ fps

## অনুশীলন

আপনার রাস্তা বা বাড়ির তিনটি ছোট ক্লিপ (৫ সেকেন্ড করে) ধারণ করুন। CapCut-এ মিউজিকসহ জুড়ে ১৫ সেকেন্ডের একটি ভিডিও এক্সপোর্ট করুন।
$md$),
  ('video-editing', 3, 'https://www.youtube.com/watch?v=vE03CutTrim', null,
   '[]'::jsonb,
$md$
## In this lesson

- Cutting on action: cut while something moves, and the cut disappears
- J-cuts and L-cuts: let the sound lead or follow the picture
- Trimming the dead air at the start and end of every clip
- When to use a transition (rarely) and which ones (a simple dissolve)

## Exercise

Re-edit your 15-second video from lesson 2 with **no transitions at all**, only clean cuts on movement.
$md$,
$md$
## এই লেসনে

- অ্যাকশনের ওপর কাট: কিছু নড়ার মুহূর্তে কাটলে কাটটি চোখে পড়ে না
- J-কাট ও L-কাট: সাউন্ডকে ছবির আগে বা পরে চলতে দেওয়া
- প্রতিটি ক্লিপের শুরু আর শেষের ফাঁকা অংশ ছেঁটে ফেলা
- ট্রানজিশন কখন দেবেন (খুব কম) আর কোনটি (সাধারণ ডিজলভ)

## অনুশীলন

লেসন ২-এর ১৫ সেকেন্ডের ভিডিওটি **কোনো ট্রানজিশন ছাড়াই** আবার এডিট করুন, শুধু নড়াচড়ার মুহূর্তে পরিষ্কার কাট দিয়ে।
$md$),
  ('video-editing', 4, 'https://www.youtube.com/watch?v=vE04Caption', null,
   '[]'::jsonb,
$md$
## In this lesson

Most people watch reels with the sound off. Captions keep them watching.

- Text styles that stay readable on any background
- **Auto captions** in CapCut, and correcting them
- Bangla captions: choosing a font that shows every conjunct correctly
- Stickers and emoji, without covering faces

## Exercise

Record yourself saying three sentences about your favourite food. Add auto captions and correct every mistake.
$md$,
$md$
## এই লেসনে

বেশিরভাগ মানুষ সাউন্ড বন্ধ রেখে রিল দেখেন। ক্যাপশন থাকলে তারা দেখতে থাকেন।

- যেকোনো ব্যাকগ্রাউন্ডে পড়া যায় এমন টেক্সট স্টাইল
- CapCut-এ **অটো ক্যাপশন**, আর তা সংশোধন করা
- বাংলা ক্যাপশন: এমন ফন্ট বাছাই যাতে প্রতিটি যুক্তাক্ষর ঠিকভাবে দেখায়
- মুখ না ঢেকে স্টিকার ও ইমোজি

## অনুশীলন

প্রিয় খাবার নিয়ে তিনটি বাক্য বলে নিজেকে রেকর্ড করুন। অটো ক্যাপশন যোগ করে প্রতিটি ভুল ঠিক করুন।
$md$),
  ('video-editing', 5, 'https://www.youtube.com/watch?v=vE05HookIn3', null,
   '[]'::jsonb,
$md$
## In this lesson

On Facebook Reels and TikTok, people decide in about three seconds. We look at hooks that work:

- **The result first**: show the finished dish, then how it was made
- **A question** the viewer wants answered
- **Movement** in the very first frame
- Text on screen that promises something specific

## Exercise

Make three different openings for the same video and ask five friends which one made them want to keep watching.
$md$,
$md$
## এই লেসনে

ফেসবুক রিলস আর টিকটকে মানুষ মোটামুটি তিন সেকেন্ডেই সিদ্ধান্ত নেন। যে হুকগুলো কাজ করে:

- **আগে ফলাফল**: আগে রান্না করা খাবারটি দেখান, তারপর কীভাবে বানালেন
- দর্শক উত্তর জানতে চাইবেন এমন **একটি প্রশ্ন**
- একেবারে প্রথম ফ্রেমেই **নড়াচড়া**
- স্ক্রিনে নির্দিষ্ট কিছুর প্রতিশ্রুতি দেওয়া লেখা

## অনুশীলন

একই ভিডিওর তিনটি আলাদা শুরু বানান, আর পাঁচজন বন্ধুকে জিজ্ঞেস করুন কোনটি দেখে তাদের শেষ পর্যন্ত দেখতে ইচ্ছে করেছে।
$md$),
  ('video-editing', 6, 'https://www.youtube.com/watch?v=vE06Exposur', null,
   '[]'::jsonb,
$md$
## In this lesson

Colour correction makes footage look the way it did to your eyes.

1. **Exposure**: bright enough, without white areas losing detail
2. **Contrast**: deep blacks without crushing the shadows
3. **White balance**: white looks white (tube lights make everything green or blue)
4. Correct first, then add a look (next module)

## Exercise

Film the same scene indoors under a tube light and by a window. Correct both until they look alike.
$md$,
$md$
## এই লেসনে

কালার কারেকশন ফুটেজকে সেভাবে দেখায় যেভাবে আপনার চোখ দেখেছিল।

1. **এক্সপোজার**: যথেষ্ট উজ্জ্বল, কিন্তু সাদা অংশের ডিটেইল না হারিয়ে
2. **কনট্রাস্ট**: গাঢ় কালো, কিন্তু ছায়া একেবারে হারিয়ে না ফেলে
3. **হোয়াইট ব্যালান্স**: সাদা যেন সাদাই দেখায় (টিউবলাইটে সবকিছু সবুজ বা নীল লাগে)
4. আগে কারেকশন, তারপর লুক যোগ করা (পরের মডিউলে)

## অনুশীলন

একই দৃশ্য ঘরের ভেতরে টিউবলাইটে আর জানালার পাশে ধারণ করুন। দুটিকে কারেক্ট করে একই রকম করুন।
$md$),
  ('video-editing', 7, 'https://www.youtube.com/watch?v=vE07VoiceCl', null,
   '[{"title": "YouTube Audio Library", "url": "https://www.youtube.com/audiolibrary"}]'::jsonb,
$md$
## In this lesson

- Recording in a quiet corner: curtains and cushions absorb echo
- Noise reduction in CapCut and VN, and how much is too much
- Cutting breaths, clicks and "umm"s
- Keeping the voice at the same level throughout

## Exercise

Record one minute of voice near a fan, then clean it up. Post the before and after in the support group.
$md$,
$md$
## এই লেসনে

- নীরব কোণে রেকর্ড করা: পর্দা আর কুশন প্রতিধ্বনি শুষে নেয়
- CapCut ও VN-এ নয়েজ রিডাকশন, আর কতটা দিলে বেশি হয়ে যায়
- শ্বাস, ক্লিক আর "উম্‌" কেটে ফেলা
- পুরো সময় কণ্ঠস্বর একই লেভেলে রাখা

## অনুশীলন

ফ্যানের পাশে এক মিনিট কথা রেকর্ড করে পরিষ্কার করুন। আগের আর পরের অডিও সাপোর্ট গ্রুপে পোস্ট করুন।
$md$),
  ('video-editing', 8, null, null,
   '[{"title": "YouTube recommended upload settings", "url": "https://support.google.com/youtube/answer/1722171"}]'::jsonb,
$md$
## Export settings that keep quality

Platforms compress every upload again. Give them the best file you can.

| Platform | Resolution | Frame rate | Notes |
|---|---|---|---|
| Facebook and Instagram Reels | 1080 × 1920 | 30 fps | under 90 seconds for Reels |
| YouTube | 1920 × 1080 | same as filmed | upload in HD, not 720p |
| TikTok | 1080 × 1920 | 30 fps | keep text away from the edges |

### Before you export

- Watch the whole video once more with headphones.
- Check the first frame: it becomes the thumbnail on some apps.
- Upload on Wi-Fi: apps lower the quality on slow connections.
$md$,
$md$
## মান ধরে রাখে এমন এক্সপোর্ট সেটিংস

প্রতিটি আপলোড প্ল্যাটফর্মগুলো আবার কমপ্রেস করে। তাই যত ভালো ফাইল সম্ভব, তাদের দিন।

| প্ল্যাটফর্ম | রেজোলিউশন | ফ্রেম রেট | খেয়াল রাখুন |
|---|---|---|---|
| ফেসবুক ও ইনস্টাগ্রাম রিলস | ১০৮০ × ১৯২০ | ৩০ fps | রিলস ৯০ সেকেন্ডের কম |
| ইউটিউব | ১৯২০ × ১০৮০ | যেভাবে ধারণ করেছেন | ৭২০p নয়, HD-তে আপলোড |
| টিকটক | ১০৮০ × ১৯২০ | ৩০ fps | লেখা কিনারা থেকে দূরে রাখুন |

### এক্সপোর্টের আগে

- হেডফোনে পুরো ভিডিওটি আরেকবার দেখুন।
- প্রথম ফ্রেমটি দেখে নিন: কিছু অ্যাপে এটিই থাম্বনেইল হয়।
- ওয়াই-ফাইতে আপলোড করুন: ধীর নেটে অ্যাপগুলো মান কমিয়ে দেয়।
$md$),
  ('video-editing', 9, null, 'https://meet.google.com/vde-reel-q2a',
   '[{"title": "Google Meet on Google Play", "url": "https://play.google.com/store/apps/details?id=com.google.android.apps.tachyon"}]'::jsonb,
$md$
## Live class: reel review

Nusrat reviews learners' reels live and answers your editing questions.

**When:** Monday 7 December 2026, 8:00 pm Bangladesh time (about one hour).

### Before the class

- Post one reel (under 30 seconds) in the support group by Sunday night.
- Write down which part of it you are least happy with.
- Use earphones during the class so you hear the sound details.

The join link appears on this page 15 minutes before the class starts. The recording is added here after the class.
$md$,
$md$
## লাইভ ক্লাস: রিল রিভিউ

নুসরাত লাইভে শিক্ষার্থীদের রিল রিভিউ করবেন আর এডিটিং নিয়ে আপনার প্রশ্নের উত্তর দেবেন।

**কখন:** সোমবার, ৭ ডিসেম্বর ২০২৬, বাংলাদেশ সময় রাত ৮টা (প্রায় এক ঘণ্টা)।

### ক্লাসের আগে

- রবিবার রাতের মধ্যে একটি রিল (৩০ সেকেন্ডের কম) সাপোর্ট গ্রুপে পোস্ট করুন।
- এর কোন অংশ নিয়ে আপনি সবচেয়ে কম খুশি, লিখে রাখুন।
- ক্লাসের সময় ইয়ারফোন ব্যবহার করুন, সাউন্ডের খুঁটিনাটি শুনতে পাবেন।

ক্লাস শুরুর ১৫ মিনিট আগে এই পেজে যোগ দেওয়ার লিংক দেখা যাবে। ক্লাসের পর রেকর্ডিং এখানে যোগ করা হবে।
$md$)
) as s (course_id, position, video_url, join_url, resources, body, body_bn)
join public.lessons l on l.course_id = s.course_id and l.position = s.position
where c.lesson_id = l.id;

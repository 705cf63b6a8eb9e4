-- The projects of each course: the briefs a learner hands in and a mentor reviews, in English
-- and Bangla, in the table that 20261127190000_projects_and_mentors.sql makes. They follow the
-- curriculum the site shows (packages/courses/src/catalogue.ts): a project for each module, some
-- with an optional extra beside it, in the order a learner meets the modules, and the Bangla
-- uses the terms of catalogue.bn.ts. A migration rather than seed.sql, so a hosted project gets
-- them with `supabase db push` too, as it gets the lesson plan (20261126200000_baseline.sql). A
-- later change is a new migration.
--
-- due_days counts from enrolment and spreads the required projects over the course's weeks
-- (8, 12 and 10), with the last one due at the end. Optional projects (required = false: not
-- needed for the certificate) have no due date. hand_in is what the learner hands in, and each
-- brief's "What to hand in" names only that: images (JPEG, PNG or WebP, under 5 MB each; the site
-- shrinks them), an https link (YouTube, Google Drive, Behance, CodePen, StackBlitz, GitHub or a
-- live site), or a note. Briefs are dollar-quoted ($md$) like the lesson bodies, so their
-- apostrophes stay as written. Titles and checklists are ordinary strings, with '' for a quote.

-- ---------------------------------------------------------------- creative-design
-- Eight weeks, and the course page promises "a design project every week": one project for each
-- module, plus two optional extras (a product photo, print work) for learners who want more
-- practice. Everything is made on a phone, so the learner hands in screenshots or exports, plus
-- a link for the Behance portfolio at the end.

insert into public.projects
  (course_id, position, title, title_bn, hand_in, required, due_days, checklist, brief, brief_bn)
values
  -- position 1, module: Design Basics on Your Phone
  ('creative-design', 1, 'Palette and type board', 'কালার প্যালেট ও টাইপ বোর্ড',
   array['images'], true, 7,
   '[
     {"en": "Four colours with their hex codes, used as a main colour, a supporting colour, an accent and a text colour.", "bn": "চারটি কালার, প্রতিটির hex কোডসহ: একটি প্রধান, একটি সহায়ক, একটি অ্যাকসেন্ট আর একটি লেখার কালার।"},
     {"en": "The colours suit the shop and the three words chosen for it.", "bn": "কালারগুলো দোকানটির সাথে আর তার জন্য বেছে নেওয়া তিনটি শব্দের সাথে মানায়।"},
     {"en": "One Bangla and one English font that pair well, with a clear difference between headline and body size.", "bn": "একটি বাংলা ও একটি ইংরেজি ফন্ট, যাদের জুটি মানানসই, আর হেডলাইন ও বডি টেক্সটের সাইজে স্পষ্ট পার্থক্য।"},
     {"en": "Every piece of text is easy to read on its background.", "bn": "প্রতিটি লেখা তার ব্যাকগ্রাউন্ডে সহজে পড়া যায়।"},
     {"en": "Blocks are aligned, with white space around them.", "bn": "ব্লকগুলো অ্যালাইন করা, চারপাশে যথেষ্ট হোয়াইট স্পেস।"}
   ]'::jsonb,
$md$Your first week is about the two things every design rests on: colour and type. This project puts both on one board for a real local business, so you practise choosing, not just copying.

## What to make

One board (a Canva *Instagram Post*, 1080 × 1080) for a shop you know in Chattogram: a tea stall, a tailor, a pharmacy or a bakery. It shows a palette of four colours and a pair of fonts, one Bangla and one English.

## Steps

1. Pick the shop and write down three words for how it should feel (for example *fresh, friendly, cheap*).
2. Build a palette of four colours on Coolors or the Canva colour wheel, following the 60-30-10 rule: a main colour, a supporting one and an accent, plus a colour for text.
3. Put each colour on the board as a square with its hex code under it.
4. Choose a Bangla headline font and an English body font of a similar weight. Write the shop's name in both, and one line of sample text.
5. Leave white space around every block and line everything up on the left edge.

## What to hand in

- One to three images: the board and, if you like, a screenshot of your palette on Coolors. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.
- Phone screenshots and exports from Canva are both fine.

> **Tip:** check the contrast before you hand in. Hold the phone at arm's length: if the text is hard to read on your main colour, your mentor will ask you to change it.$md$,
$md$প্রথম সপ্তাহের কাজ সেই দুটি জিনিস নিয়ে, যার ওপর প্রতিটি ডিজাইন দাঁড়িয়ে থাকে: কালার আর টাইপোগ্রাফি। এই প্রজেক্টে চেনা একটি দোকানের জন্য দুটোকেই একটি বোর্ডে সাজাবেন, যাতে শুধু কপি না করে নিজে বাছাই করতে শেখেন।

## যা বানাবেন

চট্টগ্রামের চেনা একটি দোকানের জন্য একটি বোর্ড (Canva-তে *Instagram Post*, ১০৮০ × ১০৮০): চায়ের দোকান, দর্জির দোকান, ফার্মেসি বা বেকারি, যেকোনোটা। বোর্ডে থাকবে চারটি কালারের একটি প্যালেট আর একজোড়া ফন্ট, একটি বাংলা ও একটি ইংরেজি।

## ধাপগুলো

1. দোকানটি বেছে নিন, আর দোকানটি দেখে মানুষের কেমন লাগা উচিত তা তিনটি শব্দে লিখুন (যেমন *তাজা, আপন, সাশ্রয়ী*)।
2. Coolors বা Canva-র কালার হুইলে ৬০-৩০-১০ নিয়ম মেনে চারটি কালারের প্যালেট বানান: একটি প্রধান কালার, একটি সহায়ক, একটি অ্যাকসেন্ট, আর লেখার জন্য একটি কালার।
3. প্রতিটি কালার বোর্ডে একটি চারকোনা ঘরে বসান, নিচে তার hex কোড লিখুন।
4. হেডলাইনের জন্য একটি বাংলা ফন্ট আর বডির জন্য কাছাকাছি ওজনের একটি ইংরেজি ফন্ট বাছুন। দুই ভাষাতেই দোকানের নাম লিখুন, সাথে এক লাইনের নমুনা লেখা।
5. প্রতিটি ব্লকের চারপাশে হোয়াইট স্পেস রাখুন, আর সবকিছু বাঁ দিকের একই লাইনে অ্যালাইন করুন।

## যা জমা দেবেন

- এক থেকে তিনটি ছবি: বোর্ডটি, আর চাইলে Coolors-এ আপনার প্যালেটের একটি স্ক্রিনশট। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।
- ফোনের স্ক্রিনশট বা Canva থেকে এক্সপোর্ট, দুটোই চলবে।

> **টিপস:** জমা দেওয়ার আগে কনট্রাস্ট দেখে নিন। ফোনটা হাত লম্বা করে ধরুন: প্রধান কালারের ওপর লেখা পড়তে কষ্ট হলে মেন্টর সেটি বদলাতে বলবেন।$md$),
  -- position 2, module: Canva from Zero
  ('creative-design', 2, 'A Canva post from a template, made your own', 'টেমপ্লেট থেকে নিজের মতো করে একটি Canva পোস্ট',
   array['images'], true, 14,
   '[
     {"en": "The finished post is clearly different from the template: colours, fonts, photo and layout have changed.", "bn": "শেষ করা পোস্টটি টেমপ্লেট থেকে স্পষ্টভাবে আলাদা: কালার, ফন্ট, ছবি ও লেআউট বদলানো হয়েছে।"},
     {"en": "The colours and fonts follow the palette and font pair from the first project.", "bn": "কালার ও ফন্ট প্রথম প্রজেক্টের প্যালেট আর ফন্ট জুটি মেনে চলে।"},
     {"en": "The headline is read first and has six words or fewer.", "bn": "হেডলাইন সবার আগে চোখে পড়ে, আর ছয় শব্দ বা তার কম।"},
     {"en": "The photo is the learner''s own, cropped and edited cleanly.", "bn": "ছবিটি নিজের তোলা, পরিষ্কারভাবে ক্রপ ও এডিট করা।"},
     {"en": "Exported at the post''s size; text is sharp, not blurry.", "bn": "পোস্টের সাইজেই এক্সপোর্ট করা; লেখা ঝকঝকে, ঝাপসা নয়।"}
   ]'::jsonb,
$md$Templates save time, but a post that looks like everyone else's is easy to scroll past. This week you start from a Canva template and change it until it belongs to one business.

## What to make

A Facebook or Instagram post (1080 × 1080) announcing something real for the shop from your first project, or for another local business: a new item, new opening hours, a Friday offer.

## Steps

1. In the Canva app, find a template you like and duplicate it. Take a screenshot of it before you change anything.
2. Replace the colours with your palette from the first project, and the fonts with your font pair.
3. Replace the photo with your own, taken on your phone; fix its brightness and crop it with Canva's photo tools.
4. Move or remove at least two elements, so the layout fits your message rather than the template's.
5. Rewrite every line of text. Keep the headline to six words or fewer.
6. Export as PNG at the post's own size (Share, Download, PNG).

## What to hand in

- Two images: the template as it was, and your finished post. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.
- If you made a second version, add it as a third image.

> **Tip:** look at your post from a little distance with half-closed eyes. If the first thing you see is not the headline or the photo, make that element bigger or give it more space.$md$,
$md$টেমপ্লেটে সময় বাঁচে, কিন্তু যে পোস্ট দেখতে আর দশটার মতো, মানুষ সেটা স্ক্রল করে পার হয়ে যায়। এই সপ্তাহে Canva-র একটি টেমপ্লেট থেকে শুরু করবেন, আর এমনভাবে বদলাবেন যেন ডিজাইনটি একটি ব্যবসার একান্ত নিজের হয়ে ওঠে।

## যা বানাবেন

প্রথম প্রজেক্টের দোকানটির (বা চেনা অন্য কোনো ব্যবসার) জন্য একটি ফেসবুক বা ইনস্টাগ্রাম পোস্ট (১০৮০ × ১০৮০), যেখানে সত্যিকারের কোনো খবর জানানো হবে: নতুন পণ্য, দোকান খোলার নতুন সময়, বা শুক্রবারের অফার।

## ধাপগুলো

1. Canva অ্যাপে পছন্দের একটি টেমপ্লেট খুঁজে ডুপ্লিকেট করুন। কিছু বদলানোর আগেই তার একটি স্ক্রিনশট নিয়ে রাখুন।
2. কালারের জায়গায় প্রথম প্রজেক্টের প্যালেট বসান, ফন্টের জায়গায় আপনার ফন্ট জুটি।
3. ছবির জায়গায় নিজের ফোনে তোলা ছবি দিন; Canva-র ফটো টুল দিয়ে উজ্জ্বলতা ঠিক করে ক্রপ করুন।
4. অন্তত দুটি এলিমেন্ট সরান বা মুছে দিন, যাতে লেআউট টেমপ্লেটের মতো না হয়ে আপনার বার্তার মতো হয়।
5. প্রতিটি লাইন নতুন করে লিখুন। হেডলাইন ছয় শব্দের মধ্যে রাখুন।
6. পোস্টের নিজের সাইজে PNG হিসেবে এক্সপোর্ট করুন (Share, Download, PNG)।

## যা জমা দেবেন

- দুটি ছবি: আগের টেমপ্লেটটি, আর আপনার শেষ করা পোস্ট। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।
- দ্বিতীয় কোনো ভার্সন বানালে সেটি তৃতীয় ছবি হিসেবে দিন।

> **টিপস:** একটু দূর থেকে চোখ আধবোজা করে পোস্টটির দিকে তাকান। সবার আগে যদি হেডলাইন বা ছবি চোখে না পড়ে, তাহলে সেটিকে বড় করুন বা চারপাশে আরও জায়গা দিন।$md$),
  -- position 3, module: PixelLab for Text and Graphics
  ('creative-design', 3, 'A YouTube thumbnail in PixelLab', 'PixelLab-এ একটি ইউটিউব থাম্বনেইল',
   array['images'], true, 21,
   '[
     {"en": "The thumbnail text is three to five words and can be read when the thumbnail is small.", "bn": "থাম্বনেইলের লেখা তিন থেকে পাঁচ শব্দের, ছোট করে দেখলেও পড়া যায়।"},
     {"en": "The background is removed cleanly from the subject, with no leftover patches.", "bn": "মূল বিষয়ের ব্যাকগ্রাউন্ড পরিষ্কারভাবে রিমুভ করা, কোথাও পুরোনো ব্যাকগ্রাউন্ডের দাগ নেই।"},
     {"en": "The text stands out with a stroke, a shadow or 3D text, and no more than two fonts are used.", "bn": "স্ট্রোক, শ্যাডো বা ৩ডি টেক্সট দিয়ে লেখা আলাদা করে চোখে পড়ে, আর দুটির বেশি ফন্ট নেই।"},
     {"en": "There is one clear focal point and the layout is not crowded.", "bn": "একটিই স্পষ্ট ফোকাস, লেআউটে ভিড় নেই।"},
     {"en": "The shape is 16:9 (1280 × 720).", "bn": "আকার ১৬:৯ (১২৮০ × ৭২০)।"}
   ]'::jsonb,
$md$A thumbnail has less than a second to make someone tap. This week you use everything from the PixelLab module, stylish text, layers, shapes and a removed background, on one thumbnail.

## What to make

A YouTube thumbnail (1280 × 720) for a real or imagined video: a cooking recipe, a phone review, a Chattogram travel vlog or a study tip.

## Steps

1. Write the video's title, then a thumbnail text of three to five words that adds to the title rather than repeating it.
2. Take or choose a photo of a face or the main object. Remove its background in PixelLab and place it on one side.
3. Make a simple background: a colour, a gradient or a blurred photo, with a shape behind the text if it helps.
4. Style the text with a stroke or a shadow (or 3D text) so it stands out; use two fonts at most.
5. Check it small: zoom out until the thumbnail is the size it appears in the YouTube app, and fix anything you cannot read.
6. Export as JPEG or PNG at 1280 × 720.

## What to hand in

- Two images: the thumbnail itself, and a screenshot of it zoomed out to the size it has in the YouTube app. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

> **Tip:** faces with a clear emotion and big, bright text win clicks. If your cut-out has rough edges, add a white outline around it: it hides small mistakes and looks deliberate.$md$,
$md$কেউ ট্যাপ করবে কি না, তা ঠিক করতে একটি থাম্বনেইল এক সেকেন্ডও সময় পায় না। এই সপ্তাহে PixelLab মডিউলে যা যা শিখেছেন, মানে স্টাইলিশ টেক্সট, লেয়ার, শেপ আর ব্যাকগ্রাউন্ড রিমুভ, সব একটি থাম্বনেইলে কাজে লাগাবেন।

## যা বানাবেন

সত্যিকারের বা কাল্পনিক একটি ভিডিওর জন্য ইউটিউব থাম্বনেইল (১২৮০ × ৭২০): রান্নার রেসিপি, মোবাইল রিভিউ, চট্টগ্রামের ট্রাভেল ভ্লগ বা পড়াশোনার টিপস।

## ধাপগুলো

1. আগে ভিডিওর টাইটেল লিখুন, তারপর থাম্বনেইলের জন্য তিন থেকে পাঁচ শব্দের একটি লেখা, যা টাইটেলের কথাই আবার না বলে নতুন কিছু যোগ করে।
2. একটি মুখ বা মূল জিনিসের ছবি তুলুন বা বেছে নিন। PixelLab-এ তার ব্যাকগ্রাউন্ড রিমুভ করে এক পাশে বসান।
3. সহজ একটি ব্যাকগ্রাউন্ড দিন: একটি কালার, গ্রেডিয়েন্ট বা ঝাপসা করা ছবি; দরকার হলে লেখার পেছনে একটি শেপ।
4. স্ট্রোক বা শ্যাডো (কিংবা ৩ডি টেক্সট) দিয়ে লেখাকে আলাদা করে তুলুন; দুটির বেশি ফন্ট নেবেন না।
5. ছোট করে দেখুন: ইউটিউব অ্যাপে থাম্বনেইল যত ছোট দেখায়, ততটা জুম আউট করুন, আর যা পড়া যায় না তা ঠিক করুন।
6. ১২৮০ × ৭২০ সাইজে JPEG বা PNG হিসেবে এক্সপোর্ট করুন।

## যা জমা দেবেন

- দুটি ছবি: থাম্বনেইলটি, আর ইউটিউব অ্যাপে যত ছোট দেখায় ততটা জুম আউট করা অবস্থায় তার একটি স্ক্রিনশট। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** স্পষ্ট অনুভূতির মুখ আর বড়, উজ্জ্বল লেখাই বেশি ক্লিক পায়। কাট-আউটের কিনারা এবড়োখেবড়ো হলে চারপাশে একটি সাদা আউটলাইন দিন: ছোটখাটো ভুল ঢেকে যায়, আর দেখতেও ইচ্ছাকৃত লাগে।$md$),
  -- position 4, module: PixelLab for Text and Graphics (optional)
  ('creative-design', 4, 'Extra: a product photo on a new background', 'বাড়তি কাজ: নতুন ব্যাকগ্রাউন্ডে একটি পণ্যের ছবি',
   array['images'], false, null,
   '[
     {"en": "The product''s edges are clean: no leftover background, and no part of the product cut off.", "bn": "পণ্যের কিনারা পরিষ্কার: পুরোনো ব্যাকগ্রাউন্ডের কিছু নেই, পণ্যের কোনো অংশও কেটে যায়নি।"},
     {"en": "The plain background suits the product''s colours.", "bn": "এক কালারের ব্যাকগ্রাউন্ডটি পণ্যের কালারের সাথে মানায়।"},
     {"en": "On the new scene, the shadow and the direction of light make the product look as if it sits there.", "bn": "নতুন দৃশ্যে শ্যাডো আর আলোর দিক দেখে মনে হয় পণ্যটি সত্যিই সেখানে রাখা।"},
     {"en": "The name and price are small, readable and do not cover the product.", "bn": "নাম আর দাম ছোট, পড়া যায়, আর পণ্যকে ঢেকে দেয় না।"}
   ]'::jsonb,
$md$Many online shops in Chattogram sell from phone photos taken on a cluttered table. Clean product photos are among the first things a small business will pay a designer for, so this optional project gives you extra practice with PixelLab's background tools.

## What to make

Three versions of one product photo: the original, the product on a plain colour, and the product on a new scene with a shadow under it.

## Steps

1. Photograph a product at home in daylight: a bottle, a shoe, a cup or a piece of jewellery. Keep the phone steady and fill the frame.
2. In PixelLab, remove the background. Zoom in and clean the edges with the eraser.
3. Place the product on a plain background that suits its colours.
4. Place it again on a new scene (a table, a piece of fabric or a gradient) and add a soft shadow under it, so it does not float.
5. In one corner of the last version, add the product's name and price in small text.

## What to hand in

- Three images: the original photo and your two versions. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

This project is optional and has no due date: it does not count towards your certificate, but your mentor reviews it like any other.

> **Tip:** light from a window beside the product gives softer shadows than the phone's flash, and without harsh shadows the edges are far easier to cut out.$md$,
$md$চট্টগ্রামের অনেক অনলাইন শপ অগোছালো টেবিলে মোবাইলে তোলা ছবি দিয়েই পণ্য বিক্রি করে। পরিষ্কার প্রোডাক্ট ফটো এমন একটি কাজ, যার জন্য ছোট ব্যবসা সবার আগে ডিজাইনারকে টাকা দেয়। তাই এই ঐচ্ছিক প্রজেক্টে PixelLab-এর ব্যাকগ্রাউন্ড টুল নিয়ে বাড়তি প্র্যাকটিস হবে।

## যা বানাবেন

একটি পণ্যের ছবির তিনটি ভার্সন: আসল ছবি, এক কালারের ব্যাকগ্রাউন্ডে পণ্যটি, আর নিচে শ্যাডোসহ নতুন একটি দৃশ্যে পণ্যটি।

## ধাপগুলো

1. দিনের আলোয় ঘরের একটি পণ্যের ছবি তুলুন: বোতল, জুতা, কাপ বা গয়না। ফোন স্থির রাখুন, পণ্যটি যেন ফ্রেম ভরে থাকে।
2. PixelLab-এ ব্যাকগ্রাউন্ড রিমুভ করুন। জুম করে ইরেজার দিয়ে কিনারা পরিষ্কার করুন।
3. পণ্যের কালারের সাথে মানায় এমন এক কালারের ব্যাকগ্রাউন্ডে পণ্যটি বসান।
4. আবার একটি নতুন দৃশ্যে (টেবিল, এক টুকরো কাপড় বা গ্রেডিয়েন্ট) বসান, আর নিচে হালকা একটি শ্যাডো দিন, যাতে পণ্যটি ভেসে আছে মনে না হয়।
5. শেষ ভার্সনের এক কোণে ছোট করে পণ্যের নাম আর দাম লিখুন।

## যা জমা দেবেন

- তিনটি ছবি: আসল ছবি আর আপনার বানানো দুটি ভার্সন। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

এই প্রজেক্টটি ঐচ্ছিক, কোনো শেষ তারিখ নেই: সার্টিফিকেটের জন্য এটি লাগবে না, তবে মেন্টর অন্য প্রজেক্টের মতোই এটিও রিভিউ করবেন।

> **টিপস:** ফোনের ফ্ল্যাশের চেয়ে পাশের জানালার আলোয় ছায়া নরম হয়, আর কড়া ছায়া না থাকলে কিনারা কেটে আলাদা করা অনেক সহজ।$md$),
  -- position 5, module: Social Media Post Design
  ('creative-design', 5, 'A month of posts and a carousel', 'এক মাসের পোস্ট প্ল্যান ও একটি ক্যারোসেল',
   array['images'], true, 35,
   '[
     {"en": "The plan has eight posts over four weeks, each with a topic and a type, and a sensible mix (not eight offers).", "bn": "প্ল্যানে চার সপ্তাহে আটটি পোস্ট, প্রতিটির বিষয় ও ধরন লেখা, আর ধরনগুলোতে ভারসাম্য আছে (আটটাই অফার নয়)।"},
     {"en": "The offer post gives the offer, the price or discount and how to order, in that order of importance.", "bn": "অফার পোস্টে অফার, দাম বা ছাড়, আর কীভাবে অর্ডার করবেন, গুরুত্বের এই ক্রমে বলা আছে।"},
     {"en": "The story version is rearranged for 9:16, not just stretched, with nothing important at the very top or bottom.", "bn": "স্টোরির ভার্সন ৯:১৬-এর জন্য নতুন করে সাজানো, শুধু টেনে বড় করা নয়; একদম ওপরে বা নিচে জরুরি কিছু নেই।"},
     {"en": "The carousel opens with a hook, has one idea per slide and ends with a call to action.", "bn": "ক্যারোসেল শুরু হয় একটি হুক দিয়ে, প্রতি স্লাইডে একটি কথা, শেষ স্লাইডে কল টু অ্যাকশন।"},
     {"en": "Palette, fonts and logo position are the same in every design.", "bn": "প্রতিটি ডিজাইনে একই প্যালেট, একই ফন্ট আর লোগোর একই জায়গা।"}
   ]'::jsonb,
$md$Pages that post every week grow; pages that post when they remember do not. This project turns the Social Media Post Design module into the work a page admin really does: a plan for a month, and its first posts made.

## What to make

For one Facebook page (a real business or your own idea): a plan of eight posts for a month, one offer post made in two sizes, and a carousel of three to five slides that tells a short story.

## Steps

1. In Canva, make a simple calendar (one page, four weeks) with two posts a week. Write each post's topic and type: offer, tip, announcement or behind the scenes.
2. Design the offer post as a feed post (1080 × 1080), then resize it to a story (1080 × 1920). Rearrange the story so nothing important sits in the top or bottom 250 pixels.
3. Design the carousel (1080 × 1350 for each slide): a hook on the first slide, one idea per slide and a call to action on the last.
4. Keep the same palette, fonts and logo position in every design.

## What to hand in

- Four or five images: the month plan, the offer as a feed post, the same offer as a story, and the carousel slides side by side in one image, in order (a fifth image may show the first slide on its own). JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

> **Tip:** write the plan before you design anything. Once the month's topics are decided, each post takes half the time, and the page looks like one brand rather than eight different ones.$md$,
$md$যে পেজে প্রতি সপ্তাহে নিয়ম করে পোস্ট হয়, সেটি বড় হয়; যে পেজে মনে পড়লে পোস্ট হয়, সেটি হয় না। এই প্রজেক্টে সোশ্যাল মিডিয়া পোস্ট ডিজাইন মডিউলটিকে একজন পেজ অ্যাডমিনের আসল কাজে রূপ দেবেন: এক মাসের প্ল্যান, আর তার প্রথম পোস্টগুলো বানানো।

## যা বানাবেন

একটি ফেসবুক পেজের জন্য (সত্যিকারের কোনো ব্যবসা বা নিজের কোনো আইডিয়া): এক মাসের আটটি পোস্টের প্ল্যান, দুই সাইজে একটি অফার পোস্ট, আর তিন থেকে পাঁচ স্লাইডের একটি ক্যারোসেল, যা ছোট একটি গল্প বলে।

## ধাপগুলো

1. Canva-তে সহজ একটি ক্যালেন্ডার বানান (এক পেজে চার সপ্তাহ), সপ্তাহে দুটি করে পোস্ট। প্রতিটি পোস্টের বিষয় আর ধরন লিখুন: অফার, টিপস, ঘোষণা বা দোকানের ভেতরের গল্প।
2. অফার পোস্টটি ফিড পোস্ট হিসেবে (১০৮০ × ১০৮০) ডিজাইন করুন, তারপর স্টোরির সাইজে (১০৮০ × ১৯২০) রিসাইজ করুন। স্টোরিটি নতুন করে সাজান, যাতে জরুরি কিছু ওপরের বা নিচের ২৫০ পিক্সেলের মধ্যে না পড়ে।
3. ক্যারোসেল ডিজাইন করুন (প্রতি স্লাইড ১০৮০ × ১৩৫০): প্রথম স্লাইডে হুক, প্রতি স্লাইডে একটি কথা, শেষ স্লাইডে কল টু অ্যাকশন।
4. প্রতিটি ডিজাইনে একই প্যালেট, একই ফন্ট আর লোগোর একই জায়গা রাখুন।

## যা জমা দেবেন

- চার বা পাঁচটি ছবি: মাসের প্ল্যান, ফিড পোস্ট হিসেবে অফারটি, স্টোরি হিসেবে একই অফার, আর ক্যারোসেলের স্লাইডগুলো ক্রম অনুযায়ী পাশাপাশি বসানো একটি ছবি (চাইলে পঞ্চম ছবিতে প্রথম স্লাইডটি আলাদা করে দিন)। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** কিছু ডিজাইন করার আগে প্ল্যানটা লিখে ফেলুন। মাসের বিষয়গুলো ঠিক হয়ে গেলে প্রতিটি পোস্টে অর্ধেক সময় লাগে, আর পুরো পেজটা আটটা আলাদা ব্র্যান্ড নয়, একটি ব্র্যান্ডের মতো দেখায়।$md$),
  -- position 6, module: Logo and Brand Identity
  ('creative-design', 6, 'Logo and brand board', 'লোগো ও ব্র্যান্ড বোর্ড',
   array['images'], true, 42,
   '[
     {"en": "The logo is simple and can be read and recognised at the size of a profile picture.", "bn": "লোগোটি সহজ, প্রোফাইল ছবির সাইজেও পড়া ও চেনা যায়।"},
     {"en": "It works in one colour, and on both dark and light backgrounds.", "bn": "এক কালারেও কাজ করে, গাঢ় ও হালকা দুই ব্যাকগ্রাউন্ডেই ঠিক দেখায়।"},
     {"en": "There is a small version (an icon or the initials) for tight spaces.", "bn": "ছোট জায়গার জন্য একটি ছোট ভার্সন (আইকন বা নামের আদ্যক্ষর) আছে।"},
     {"en": "The brand board lists the colours with hex codes and names the fonts.", "bn": "ব্র্যান্ড বোর্ডে hex কোডসহ কালারগুলো আর ফন্টের নাম দেওয়া আছে।"},
     {"en": "The sketches show that several ideas were tried before one was chosen.", "bn": "স্কেচ দেখে বোঝা যায়, একটি বেছে নেওয়ার আগে কয়েকটি আইডিয়া ভেবে দেখা হয়েছে।"}
   ]'::jsonb,
$md$A logo is not the whole brand, but it is where a brand starts. In this project you design a simple logo on your phone, and a brand board that tells anyone (a printer, a page admin, another designer) how to use it.

## What to make

A logo for a small business, real or made up, and one brand board that shows the logo, its colours, its fonts, and how it looks on a dark and on a light background.

## Steps

1. Write down the business's name, what it sells and who buys from it. Sketch at least five logo ideas on paper, and photograph the page.
2. Pick the strongest idea and build it in Canva or PixelLab with simple shapes and one or two fonts. Avoid thin lines and tiny details.
3. Make a second version for small spaces: an icon, or the initials alone.
4. Test it: in one colour only, very small (the size of a profile picture), and on top of a photo.
5. Make the brand board: the logo and its small version, three to five brand colours with hex codes, the headline and body fonts, and the logo on a dark and a light background.

## What to hand in

- Two or three images: the brand board, a photo of your paper sketches and, if you like, the logo on a mock-up (a shop sign or a T-shirt). JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

> **Tip:** a good logo still works in black and white. Check yours in one colour before you add any gradient or shadow.$md$,
$md$লোগো মানেই পুরো ব্র্যান্ড নয়, তবে ব্র্যান্ডের শুরুটা লোগো থেকেই। এই প্রজেক্টে মোবাইলে সহজ একটি লোগো ডিজাইন করবেন, সাথে একটি ব্র্যান্ড বোর্ড, যা দেখে প্রেস, পেজ অ্যাডমিন বা অন্য যেকোনো ডিজাইনার বুঝবেন লোগোটি কীভাবে ব্যবহার করতে হবে।

## যা বানাবেন

একটি ছোট ব্যবসার (সত্যিকারের বা কাল্পনিক) লোগো, আর একটি ব্র্যান্ড বোর্ড, যেখানে থাকবে লোগো, তার কালার, ফন্ট, আর গাঢ় ও হালকা ব্যাকগ্রাউন্ডে লোগোটি কেমন দেখায়।

## ধাপগুলো

1. ব্যবসার নাম, কী বিক্রি করে আর কারা কেনে, লিখে ফেলুন। কাগজে অন্তত পাঁচটি লোগোর আইডিয়া স্কেচ করুন, আর পাতাটির ছবি তুলে রাখুন।
2. সবচেয়ে জোরালো আইডিয়াটি বেছে নিয়ে Canva বা PixelLab-এ সহজ শেপ আর এক-দুটি ফন্ট দিয়ে বানান। সরু লাইন আর খুব ছোট ডিটেইল এড়িয়ে চলুন।
3. ছোট জায়গার জন্য দ্বিতীয় একটি ভার্সন বানান: শুধু আইকন, বা শুধু নামের আদ্যক্ষর।
4. পরীক্ষা করুন: শুধু এক কালারে, খুব ছোট করে (প্রোফাইল ছবির সাইজে), আর একটি ছবির ওপরে বসিয়ে।
5. ব্র্যান্ড বোর্ড বানান: লোগো ও তার ছোট ভার্সন, hex কোডসহ তিন থেকে পাঁচটি ব্র্যান্ড কালার, হেডলাইন ও বডির ফন্ট, আর গাঢ় ও হালকা ব্যাকগ্রাউন্ডে লোগো।

## যা জমা দেবেন

- দুই বা তিনটি ছবি: ব্র্যান্ড বোর্ড, কাগজের স্কেচের একটি ছবি, আর চাইলে মকআপে লোগোটি (দোকানের সাইনবোর্ড বা টি-শার্ট)। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** ভালো লোগো সাদা-কালোতেও কাজ করে। কোনো গ্রেডিয়েন্ট বা শ্যাডো যোগ করার আগে এক কালারে আপনার লোগোটি দেখে নিন।$md$),
  -- position 7, module: Logo and Brand Identity (optional)
  ('creative-design', 7, 'Extra: business card, banner and flyer', 'বাড়তি কাজ: বিজনেস কার্ড, ব্যানার ও ফ্লায়ার',
   array['images'], false, null,
   '[
     {"en": "All three follow the brand board: the same logo, colours and fonts.", "bn": "তিনটিই ব্র্যান্ড বোর্ড মেনে চলে: একই লোগো, কালার ও ফন্ট।"},
     {"en": "The card has everything a customer needs to call or find the shop, in text large enough to print.", "bn": "কার্ডে গ্রাহকের ফোন করা বা দোকান খুঁজে পাওয়ার সব তথ্য আছে, প্রিন্টে পড়ার মতো সাইজে।"},
     {"en": "The banner can be read from a distance: three lines at most, strong contrast.", "bn": "ব্যানার দূর থেকে পড়া যায়: বড়জোর তিন লাইন, জোরালো কনট্রাস্ট।"},
     {"en": "The flyer has a clear headline, an offer and directions to the shop.", "bn": "ফ্লায়ারে স্পষ্ট হেডলাইন, একটি অফার আর দোকানে যাওয়ার পথনির্দেশ আছে।"},
     {"en": "No important text or logo is closer than 5 mm to an edge.", "bn": "কোনো জরুরি লেখা বা লোগো কিনারা থেকে ৫ মিমির কম দূরে নেই।"}
   ]'::jsonb,
$md$Once a business has a logo, it asks for print: a card to hand out, a banner for the shop front, a flyer for the market. This optional project puts the brand board from your last project to work on all three.

## What to make

For the same business: a business card (front and back), a shop banner and an A5 flyer, all following the brand board.

## Steps

1. Business card (3.5 × 2 inches): the logo on one side; name, phone number, address and Facebook page on the other. Keep text at 8 points or larger.
2. Banner (for example 6 × 3 feet): the shop's name, what it sells and a phone number, readable from across the street. Three lines at most.
3. Flyer (A5): one headline, a short offer, three reasons to buy, and how to find the shop, with a small map or a landmark (*opposite GEC Circle*).
4. Keep at least 5 mm clear inside every edge, so nothing is cut off at the printer.
5. Export the designs as PDF for the printer, and as PNG to hand in here.

## What to hand in

- Three to five images: the card (both sides), the banner and the flyer. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

This project is optional and has no due date: it does not count towards your certificate, but your mentor reviews it like any other.

> **Tip:** ask the print shop which size and format they want before you start. Many shops in Chattogram measure banners in feet and cards in inches, and a wrong size costs a reprint.$md$,
$md$লোগো হয়ে গেলে ব্যবসা এবার প্রিন্টের কাজ চায়: হাতে দেওয়ার কার্ড, দোকানের সামনের ব্যানার, বাজারে বিলানোর ফ্লায়ার। এই ঐচ্ছিক প্রজেক্টে আগের প্রজেক্টের ব্র্যান্ড বোর্ড দিয়ে তিনটিই বানাবেন।

## যা বানাবেন

একই ব্যবসার জন্য একটি বিজনেস কার্ড (সামনে ও পেছনে), দোকানের একটি ব্যানার আর একটি A5 ফ্লায়ার, সবগুলোই ব্র্যান্ড বোর্ড মেনে।

## ধাপগুলো

1. বিজনেস কার্ড (৩.৫ × ২ ইঞ্চি): এক পাশে লোগো; অন্য পাশে নাম, ফোন নম্বর, ঠিকানা আর ফেসবুক পেজ। লেখা অন্তত ৮ পয়েন্ট রাখুন।
2. ব্যানার (যেমন ৬ × ৩ ফুট): দোকানের নাম, কী বিক্রি হয় আর ফোন নম্বর, যেন রাস্তার ওপার থেকেও পড়া যায়। বড়জোর তিন লাইন।
3. ফ্লায়ার (A5): একটি হেডলাইন, ছোট একটি অফার, কেনার তিনটি কারণ, আর দোকান খুঁজে পাওয়ার উপায়, ছোট একটি ম্যাপ বা চেনা জায়গার নাম দিয়ে (*জিইসি মোড়ের বিপরীতে*)।
4. প্রতিটি কিনারার ভেতরে অন্তত ৫ মিমি জায়গা খালি রাখুন, যাতে প্রিন্টের সময় কিছু কেটে না যায়।
5. প্রেসের জন্য PDF, আর এখানে জমা দেওয়ার জন্য PNG এক্সপোর্ট করুন।

## যা জমা দেবেন

- তিন থেকে পাঁচটি ছবি: কার্ড (দুই পাশ), ব্যানার আর ফ্লায়ার। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

এই প্রজেক্টটি ঐচ্ছিক, কোনো শেষ তারিখ নেই: সার্টিফিকেটের জন্য এটি লাগবে না, তবে মেন্টর অন্য প্রজেক্টের মতোই এটিও রিভিউ করবেন।

> **টিপস:** শুরু করার আগেই প্রেসে জিজ্ঞেস করে নিন কোন সাইজ আর ফরম্যাটে ফাইল চায়। চট্টগ্রামের অনেক প্রেস ব্যানার মাপে ফুটে আর কার্ড ইঞ্চিতে, আর ভুল সাইজ মানে আবার প্রিন্টের খরচ।$md$),
  -- position 8, module: Portfolio and Freelancing
  ('creative-design', 8, 'Your portfolio on Behance', 'Behance-এ আপনার পোর্টফোলিও',
   array['images', 'link'], true, 56,
   '[
     {"en": "The link opens without logging in and shows the whole project.", "bn": "লগইন ছাড়াই লিংক খোলে, পুরো প্রজেক্ট দেখা যায়।"},
     {"en": "Six designs that show range, with the fixes from earlier feedback done.", "bn": "ছয়টি ডিজাইন, যাতে কাজের বৈচিত্র্য বোঝা যায়, আর আগের ফিডব্যাক অনুযায়ী ঠিক করা হয়েছে।"},
     {"en": "Each design has a line on who it was for and what it had to do.", "bn": "প্রতিটি ডিজাইনের নিচে এক লাইনে লেখা: কার জন্য, আর কী উদ্দেশ্যে।"},
     {"en": "The cover is clean and names the designer.", "bn": "কভারটি পরিচ্ছন্ন, ডিজাইনারের নাম আছে।"},
     {"en": "A way to contact the designer is given.", "bn": "ডিজাইনারের সাথে যোগাযোগের উপায় দেওয়া আছে।"}
   ]'::jsonb,
$md$Clients rarely ask for a certificate; they ask to see your work. This last project gathers the best of the course into a portfolio that a client in Chattogram or abroad can open on a phone.

## What to make

A Behance project (or a Google Drive folder) with your six best designs from this course, a line on each, and a cover image.

## Steps

1. Choose six designs that show range: a post, a carousel, a thumbnail, the logo and brand board, and two more. First redo anything your mentor asked you to fix.
2. In Canva, make a cover with your name, the words *Graphic Designer* and a glimpse of two of your designs.
3. On Behance (in the app or a browser), create a project, upload the designs in a sensible order, and under each write one line: who it was for and what it had to do.
4. Add a way to contact you: a Facebook page, an email or a WhatsApp number.
5. Publish, then open the link in a private tab on your phone to check that anyone can see it.
6. Share the same designs as an album on your Facebook page.

## What to hand in

- A link to your Behance project or Google Drive folder (https) that anyone with the link can open.
- One or two images: the cover, and a screenshot of the project on your phone. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

> **Tip:** six strong designs beat twenty average ones. A client judges you by the weakest piece they see, so leave out anything you would not make again.$md$,
$md$ক্লায়েন্ট খুব কমই সার্টিফিকেট দেখতে চান; তাঁরা দেখতে চান আপনার কাজ। শেষ এই প্রজেক্টে কোর্সের সেরা কাজগুলো দিয়ে এমন একটি পোর্টফোলিও সাজাবেন, যা চট্টগ্রাম বা বিদেশের যেকোনো ক্লায়েন্ট মোবাইলেই খুলে দেখতে পারেন।

## যা বানাবেন

একটি Behance প্রজেক্ট (বা একটি Google Drive ফোল্ডার), যেখানে থাকবে এই কোর্সে আপনার সেরা ছয়টি ডিজাইন, প্রতিটির সাথে এক লাইনের বর্ণনা, আর একটি কভার ছবি।

## ধাপগুলো

1. এমন ছয়টি ডিজাইন বাছুন, যাতে আপনার কাজের বৈচিত্র্য বোঝা যায়: একটি পোস্ট, একটি ক্যারোসেল, একটি থাম্বনেইল, লোগো ও ব্র্যান্ড বোর্ড, আর আরও দুটি। মেন্টর যা ঠিক করতে বলেছিলেন, আগে সেগুলো ঠিক করে নিন।
2. Canva-তে একটি কভার বানান: আপনার নাম, *Graphic Designer* কথাটি, আর আপনার দুটি ডিজাইনের ঝলক।
3. Behance-এ (অ্যাপ বা ব্রাউজার থেকে) একটি প্রজেক্ট খুলুন, গুছিয়ে ডিজাইনগুলো আপলোড করুন, আর প্রতিটির নিচে এক লাইনে লিখুন: কার জন্য, আর উদ্দেশ্য কী ছিল।
4. যোগাযোগের একটি উপায় দিন: ফেসবুক পেজ, ইমেইল বা হোয়াটসঅ্যাপ নম্বর।
5. পাবলিশ করুন, তারপর মোবাইলের প্রাইভেট ট্যাবে লিংকটি খুলে দেখুন, সবাই দেখতে পাচ্ছে কি না।
6. একই ডিজাইনগুলো আপনার ফেসবুক পেজে একটি অ্যালবাম হিসেবেও শেয়ার করুন।

## যা জমা দেবেন

- আপনার Behance প্রজেক্ট বা Google Drive ফোল্ডারের লিংক (https), যা লিংক পেলেই যে কেউ খুলতে পারেন।
- এক বা দুটি ছবি: কভার, আর মোবাইলে প্রজেক্টটির একটি স্ক্রিনশট। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** গড়পড়তা বিশটি ডিজাইনের চেয়ে জোরালো ছয়টি অনেক ভালো। ক্লায়েন্ট আপনাকে বিচার করেন সবচেয়ে দুর্বল কাজটি দেখে, তাই যা আবার বানাতে চাইবেন না, সেটি বাদ দিন।$md$);

-- ---------------------------------------------------------------- web-development
-- Twelve weeks of "project-based learning" with "code reviews from mentors": every project is
-- code that a mentor opens from a link. GitHub comes only in the last module, so the early
-- projects live on CodePen or StackBlitz (both work in a browser, the first on a phone too). The
-- course ends with the curriculum's last lesson, the required "Final project: your portfolio
-- website", due at the end of week 12.

insert into public.projects
  (course_id, position, title, title_bn, hand_in, required, due_days, checklist, brief, brief_bn)
values
  -- position 1, module: How the Web Works
  ('web-development', 1, 'Your first web page: about me', 'আপনার প্রথম ওয়েব পেজ: নিজের পরিচয়',
   array['images', 'link'], true, 7,
   '[
     {"en": "The page opens from the link and shows the name, the photo, the text and the links.", "bn": "লিংক থেকে পেজটি খোলে, আর নাম, ছবি, লেখা ও লিংকগুলো দেখা যায়।"},
     {"en": "Tags are correct and closed: one h1, text in p, the links in a list.", "bn": "ট্যাগগুলো সঠিক ও বন্ধ করা: একটি h1, লেখা p-তে, লিংকগুলো লিস্টে।"},
     {"en": "The image has an alt text that describes it.", "bn": "ছবিতে এমন alt টেক্সট আছে, যা ছবিটি বর্ণনা করে।"},
     {"en": "The links work and go to the intended sites.", "bn": "লিংকগুলো কাজ করে, ঠিক সাইটে নিয়ে যায়।"},
     {"en": "The code is indented and easy to read.", "bn": "কোড ইনডেন্ট করা, পড়তে সহজ।"}
   ]'::jsonb,
$md$Every developer's first page is a small one. This week you write a page about yourself in plain HTML, look at it in the browser and put it online where your mentor can open it.

## What to make

A single HTML page about you: your name as a heading, a photo, a few lines on who you are and why you are learning web development, and links to two websites you like.

## Steps

1. On a laptop, create a folder `about-me` with a file `index.html` in VS Code. On a phone, open a new pen on CodePen instead (codepen.io, a free account).
2. Write the page by hand: an `h1`, two or three `p`, one `img` with `alt` text (the https address of a picture on the web is fine) and a list of two `a` links. Do not ask an AI to write it this time: the point is to learn the tags.
3. Open it in the browser, and in the browser tools (F12 on a laptop) find your heading in the *Elements* panel.
4. Put it online: paste your HTML into a pen on CodePen and save it. You learn GitHub and proper hosting in the last module.
5. Open the pen's link on your phone to check that it works.

## What to hand in

- A link to your pen on CodePen (https), set to public.
- One or two screenshots of the page in the browser: JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

> **Tip:** if something does not show, check that every tag you opened is closed and that every quote mark (") has its pair.$md$,
$md$প্রত্যেক ডেভেলপারের প্রথম পেজটা ছোটই হয়। এই সপ্তাহে সাধারণ HTML দিয়ে নিজের সম্পর্কে একটি পেজ লিখবেন, ব্রাউজারে দেখবেন, তারপর এমন জায়গায় অনলাইনে রাখবেন যেখান থেকে মেন্টর খুলে দেখতে পারেন।

## যা বানাবেন

নিজের সম্পর্কে একটি HTML পেজ: হেডিংয়ে আপনার নাম, একটি ছবি, আপনি কে আর কেন ওয়েব ডেভেলপমেন্ট শিখছেন তা নিয়ে কয়েক লাইন, আর পছন্দের দুটি ওয়েবসাইটের লিংক।

## ধাপগুলো

1. ল্যাপটপে থাকলে VS Code-এ `about-me` নামে একটি ফোল্ডার আর তাতে `index.html` ফাইল বানান। মোবাইলে থাকলে CodePen-এ (codepen.io, ফ্রি অ্যাকাউন্ট) একটি নতুন pen খুলুন।
2. পেজটি নিজের হাতে লিখুন: একটি `h1`, দুই-তিনটি `p`, `alt` টেক্সটসহ একটি `img` (ওয়েবের কোনো ছবির https ঠিকানা দিলেই চলবে), আর দুটি `a` লিংকের একটি লিস্ট। এবার AI দিয়ে লেখাবেন না: উদ্দেশ্যই হলো ট্যাগগুলো শেখা।
3. ব্রাউজারে খুলুন, আর ব্রাউজারের টুলসে (ল্যাপটপে F12) *Elements* প্যানেলে নিজের হেডিংটি খুঁজে বের করুন।
4. অনলাইনে রাখুন: আপনার HTML CodePen-এর একটি pen-এ পেস্ট করে সেভ করুন। GitHub আর আসল হোস্টিং শিখবেন শেষ মডিউলে।
5. মোবাইলে pen-এর লিংকটি খুলে দেখুন ঠিকমতো চলছে কি না।

## যা জমা দেবেন

- CodePen-এ আপনার pen-এর লিংক (https), পাবলিক করা।
- ব্রাউজারে পেজটির এক বা দুটি স্ক্রিনশট: JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** কিছু দেখা না গেলে মিলিয়ে নিন, যত ট্যাগ খুলেছেন সব বন্ধ করেছেন কি না, আর প্রতিটি উদ্ধৃতিচিহ্ন (") জোড়ায় জোড়ায় আছে কি না।$md$),
  -- position 2, module: HTML Foundations
  ('web-development', 2, 'A shop page in semantic HTML', 'সিমান্টিক HTML-এ একটি দোকানের পেজ',
   array['link'], true, 14,
   '[
     {"en": "Landmarks are used correctly: header, nav, main, section and footer.", "bn": "ল্যান্ডমার্কগুলো ঠিকভাবে ব্যবহার করা: header, nav, main, section ও footer।"},
     {"en": "Headings go in order: one h1, no level skipped.", "bn": "হেডিং ক্রম অনুযায়ী: একটি h1, কোনো লেভেল বাদ পড়েনি।"},
     {"en": "The price table has a header row, and every image has alt text.", "bn": "দামের টেবিলে হেডার সারি আছে, আর প্রতিটি ছবিতে alt টেক্সট আছে।"},
     {"en": "Every form field has a label and a suitable type, and the whole page can be used with the keyboard.", "bn": "ফর্মের প্রতিটি ফিল্ডে label আর মানানসই type আছে, আর পুরো পেজ কিবোর্ড দিয়েই ব্যবহার করা যায়।"},
     {"en": "The page passes the W3C validator without errors.", "bn": "W3C validator-এ পেজটিতে কোনো error নেই।"}
   ]'::jsonb,
$md$Good HTML says what each part of a page is, which helps screen readers, search engines and the next developer. This project practises the whole HTML Foundations module on one page for a local shop.

## What to make

A one-page site for a shop (a bakery, a mobile repair shop or a clothing store), with no CSS yet: a header with navigation, a section of products, a table of prices, opening hours and an order form.

## Steps

1. Plan the page on paper: which parts are the `header`, `nav`, `main`, each `section` and the `footer`.
2. Write the headings in order (`h1` once, then an `h2` for each section), without skipping a level.
3. Add a list of products with images and `alt` text, and a `table` of prices in taka with a header row.
4. Build an order form: name, phone, product (a `select`), quantity and a message. Give each field a `label`, and the phone field `type="tel"`.
5. Try it with the keyboard alone: press Tab through every link and field.
6. Check it at validator.w3.org and fix the errors.
7. Save it as a pen on CodePen.

## What to hand in

- A link to your pen on CodePen (https), set to public. If you already use GitHub, a link to a public repository is fine too.

> **Tip:** plain HTML looks dull on purpose. If the page makes sense read from top to bottom as it is, your structure is right; the styling comes in the next module.$md$,
$md$ভালো HTML বলে দেয় পেজের কোন অংশটা আসলে কী; এতে স্ক্রিন রিডার, সার্চ ইঞ্জিন আর পরের ডেভেলপার, সবারই সুবিধা হয়। এই প্রজেক্টে একটি দোকানের পেজে HTML-এর ভিত্তি মডিউলের পুরোটা প্র্যাকটিস করবেন।

## যা বানাবেন

একটি দোকানের (বেকারি, মোবাইল সার্ভিসিং বা কাপড়ের দোকান) এক পেজের সাইট, এখনো কোনো CSS ছাড়া: নেভিগেশনসহ হেডার, পণ্যের একটি সেকশন, দামের টেবিল, দোকান খোলার সময় আর একটি অর্ডার ফর্ম।

## ধাপগুলো

1. কাগজে পেজটির পরিকল্পনা করুন: কোন অংশ `header`, `nav`, `main`, কোনগুলো `section`, আর কোনটা `footer`।
2. হেডিং ক্রম অনুযায়ী লিখুন (`h1` একবারই, তারপর প্রতিটি সেকশনে একটি `h2`), মাঝখানে কোনো লেভেল বাদ দেবেন না।
3. ছবি ও `alt` টেক্সটসহ পণ্যের একটি লিস্ট দিন, আর টাকায় দামের একটি `table`, হেডার সারিসহ।
4. অর্ডার ফর্ম বানান: নাম, ফোন, পণ্য (একটি `select`), পরিমাণ আর মেসেজ। প্রতিটি ফিল্ডে একটি `label` দিন, আর ফোনের ফিল্ডে `type="tel"`।
5. শুধু কিবোর্ড দিয়ে চালিয়ে দেখুন: Tab চেপে চেপে প্রতিটি লিংক আর ফিল্ডে যান।
6. validator.w3.org-এ পরীক্ষা করে error-গুলো ঠিক করুন।
7. CodePen-এ একটি pen হিসেবে সেভ করুন।

## যা জমা দেবেন

- CodePen-এ আপনার pen-এর লিংক (https), পাবলিক করা। আগে থেকে GitHub ব্যবহার করলে পাবলিক রিপোজিটরির লিংকও চলবে।

> **টিপস:** সাধারণ HTML দেখতে ইচ্ছা করেই সাদামাটা। এখন যেমন আছে, ওপর থেকে নিচে পড়ে পেজটি যদি বোঝা যায়, তাহলে আপনার কাঠামো ঠিক আছে; সাজসজ্জা আসবে পরের মডিউলে।$md$),
  -- position 3, module: CSS and Responsive Design
  ('web-development', 3, 'A responsive landing page', 'একটি রেসপনসিভ ল্যান্ডিং পেজ',
   array['images', 'link'], true, 28,
   '[
     {"en": "Mobile-first: the base styles are for phones, and a min-width media query adds the wider layout.", "bn": "মোবাইল-ফার্স্ট: মূল স্টাইল মোবাইলের জন্য, আর min-width মিডিয়া কোয়েরি দিয়ে চওড়া স্ক্রিনের লেআউট যোগ করা।"},
     {"en": "Nothing scrolls sideways at 360 pixels, and body text is at least 16 pixels.", "bn": "৩৬০ পিক্সেলে কিছুই পাশে স্ক্রল হয় না, আর বডি টেক্সট অন্তত ১৬ পিক্সেল।"},
     {"en": "Flexbox and Grid are used where they fit, instead of fixed widths and margins.", "bn": "নির্দিষ্ট প্রস্থ আর মার্জিনের জোড়াতালি নয়, যেখানে মানায় সেখানে Flexbox ও Grid ব্যবহার করা।"},
     {"en": "Colours and fonts come from CSS variables, and text has enough contrast.", "bn": "কালার ও ফন্ট CSS ভেরিয়েবল থেকে আসে, আর লেখায় যথেষ্ট কনট্রাস্ট আছে।"},
     {"en": "Buttons and form fields are easy to tap and show a visible focus style.", "bn": "বাটন আর ফর্মের ফিল্ডে সহজে ট্যাপ করা যায়, আর ফোকাস করলে তা চোখে পড়ে।"}
   ]'::jsonb,
$md$Most people in Bangladesh will see your websites on a phone first. This project takes your shop page from the HTML module and turns it into a landing page that looks right on a 360-pixel phone and on a laptop.

## What to make

A styled, mobile-first version of your shop page: your own colours and fonts, a hero section with a call to action, product cards in a grid, and a form that is comfortable to fill in with a thumb.

## Steps

1. Add a stylesheet. Set a font, a colour palette (as CSS variables) and a comfortable line height for body text.
2. Style for a 360-pixel screen first: one column, buttons and links at least 44 pixels tall, text at least 16 pixels.
3. Use Flexbox for the header and navigation, and Grid for the product cards.
4. Add a media query (`min-width: 768px`) that puts the cards in two or three columns and widens the layout.
5. Test in the browser's device mode at 360, 768 and 1280 pixels, and fix anything that spills over sideways.
6. Save it on CodePen, or in a GitHub repository if you already use one.

## What to hand in

- A link to your pen or repository (https), set to public.
- Two or three screenshots: the page at phone width and at laptop width. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

> **Tip:** if the page scrolls sideways on a phone, something is wider than the screen. In the browser tools, give every element an outline (`* { outline: 1px solid red }`) to find it quickly.$md$,
$md$বাংলাদেশের বেশিরভাগ মানুষ আপনার ওয়েবসাইট প্রথম দেখবেন মোবাইলে। এই প্রজেক্টে HTML মডিউলের দোকানের পেজটিকে এমন একটি ল্যান্ডিং পেজে বদলে ফেলবেন, যা ৩৬০ পিক্সেলের মোবাইলে আর ল্যাপটপে, দুই জায়গাতেই ঠিকঠাক দেখায়।

## যা বানাবেন

আপনার দোকানের পেজের সাজানো, মোবাইল-ফার্স্ট একটি ভার্সন: নিজের কালার ও ফন্ট, কল টু অ্যাকশনসহ একটি হিরো সেকশন, Grid-এ সাজানো পণ্যের কার্ড, আর এমন একটি ফর্ম যা বুড়ো আঙুল দিয়েই আরামে পূরণ করা যায়।

## ধাপগুলো

1. একটি স্টাইলশিট যোগ করুন। একটি ফন্ট, একটি কালার প্যালেট (CSS ভেরিয়েবল হিসেবে) আর বডি টেক্সটের জন্য আরামদায়ক লাইন হাইট ঠিক করুন।
2. আগে ৩৬০ পিক্সেলের স্ক্রিনের জন্য স্টাইল করুন: এক কলাম, বাটন আর লিংক অন্তত ৪৪ পিক্সেল উঁচু, লেখা অন্তত ১৬ পিক্সেল।
3. হেডার আর নেভিগেশনে Flexbox, পণ্যের কার্ডে Grid ব্যবহার করুন।
4. একটি মিডিয়া কোয়েরি (`min-width: 768px`) যোগ করুন, যা কার্ডগুলো দুই বা তিন কলামে বসাবে আর লেআউট চওড়া করবে।
5. ব্রাউজারের ডিভাইস মোডে ৩৬০, ৭৬৮ আর ১২৮০ পিক্সেলে পরীক্ষা করুন; কিছু পাশে উপচে গেলে ঠিক করুন।
6. CodePen-এ সেভ করুন, অথবা আগে থেকে GitHub ব্যবহার করলে একটি রিপোজিটরিতে রাখুন।

## যা জমা দেবেন

- আপনার pen বা রিপোজিটরির লিংক (https), পাবলিক করা।
- দুই বা তিনটি স্ক্রিনশট: মোবাইলের প্রস্থে আর ল্যাপটপের প্রস্থে পেজটি। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** মোবাইলে পেজ পাশে স্ক্রল হলে বুঝবেন, কোনো কিছু স্ক্রিনের চেয়ে চওড়া। ব্রাউজারের টুলসে সব এলিমেন্টে একটি আউটলাইন দিন (`* { outline: 1px solid red }`), দ্রুত খুঁজে পাবেন।$md$),
  -- position 4, module: CSS and Responsive Design (optional)
  ('web-development', 4, 'Extra: the landing page again with Tailwind CSS', 'বাড়তি কাজ: Tailwind CSS দিয়ে একই ল্যান্ডিং পেজ',
   array['link'], false, null,
   '[
     {"en": "The page matches the CSS version in content, on a phone and on a laptop.", "bn": "কনটেন্টে, আর মোবাইল ও ল্যাপটপ দুই প্রস্থেই পেজটি CSS ভার্সনের মতো।"},
     {"en": "Responsive classes (md:, lg:) are used mobile-first.", "bn": "রেসপনসিভ ক্লাস (md:, lg:) মোবাইল-ফার্স্ট নিয়মে ব্যবহার করা।"},
     {"en": "Brand colours are set once in the theme, not repeated as hex codes in classes.", "bn": "ব্র্যান্ড কালার theme-এ একবার ঠিক করা, ক্লাসে বারবার hex কোড লেখা নয়।"},
     {"en": "The comparison at the top of the page is honest and specific.", "bn": "পেজের ওপরের তুলনাটি সৎ আর নির্দিষ্ট।"}
   ]'::jsonb,
$md$Many teams style their websites with Tailwind CSS today, and you will meet it again in React projects and in code that AI assistants write. This optional project rebuilds your landing page with Tailwind, so you can compare the two ways side by side.

## What to make

The same landing page as in the last project, with the same content and the same responsive behaviour, styled only with Tailwind's utility classes.

## Steps

1. Open a new pen on CodePen and add Tailwind's Play CDN script (the lesson shows the line), or work on play.tailwindcss.com.
2. Paste in your HTML without your stylesheet.
3. Rebuild the layout mobile-first: plain classes for phones, and the `md:` and `lg:` prefixes for wider screens.
4. Set your brand colours once in Tailwind's theme instead of repeating hex codes.
5. Compare: what was faster, and what was harder to read? Write three lines about it in an HTML comment at the top of the page.

## What to hand in

- A link to your pen or your Tailwind Play (https), set to public.

This project is optional and has no due date: it does not count towards your certificate, but your mentor reviews it like any other.

> **Tip:** when the classes on one element grow too long to read, that is a sign the element should become a component later, in React.$md$,
$md$আজকাল অনেক টিম Tailwind CSS দিয়েই ওয়েবসাইট সাজায়; React প্রজেক্টে আর AI অ্যাসিস্ট্যান্টের লেখা কোডেও এটি বারবার দেখবেন। এই ঐচ্ছিক প্রজেক্টে আপনার ল্যান্ডিং পেজটি Tailwind দিয়ে আবার বানাবেন, যাতে দুটি পদ্ধতি পাশাপাশি মিলিয়ে দেখতে পারেন।

## যা বানাবেন

আগের প্রজেক্টের ল্যান্ডিং পেজটিই, একই কনটেন্ট আর একই রেসপনসিভ আচরণসহ, তবে স্টাইল হবে শুধু Tailwind-এর ইউটিলিটি ক্লাস দিয়ে।

## ধাপগুলো

1. CodePen-এ নতুন একটি pen খুলে Tailwind-এর Play CDN স্ক্রিপ্ট যোগ করুন (লাইনটি লেসনে দেখানো আছে), অথবা play.tailwindcss.com-এ কাজ করুন।
2. আপনার স্টাইলশিট বাদ দিয়ে শুধু HTML পেস্ট করুন।
3. মোবাইল-ফার্স্ট নিয়মে লেআউট আবার বানান: মোবাইলের জন্য সাধারণ ক্লাস, চওড়া স্ক্রিনের জন্য `md:` আর `lg:` প্রিফিক্স।
4. বারবার hex কোড না লিখে ব্র্যান্ড কালারগুলো Tailwind-এর theme-এ একবার ঠিক করে দিন।
5. তুলনা করুন: কোন কাজ দ্রুত হলো, আর কোনটা পড়তে কঠিন লাগল? পেজের একদম ওপরে একটি HTML কমেন্টে তিন লাইনে লিখুন।

## যা জমা দেবেন

- আপনার pen বা Tailwind Play-এর লিংক (https), পাবলিক করা।

এই প্রজেক্টটি ঐচ্ছিক, কোনো শেষ তারিখ নেই: সার্টিফিকেটের জন্য এটি লাগবে না, তবে মেন্টর অন্য প্রজেক্টের মতোই এটিও রিভিউ করবেন।

> **টিপস:** কোনো এলিমেন্টের ক্লাসগুলো এত লম্বা হয়ে গেলে যে পড়া যায় না, বুঝবেন পরে React-এ এটিকে একটি কম্পোনেন্ট বানানোর সময় হয়েছে।$md$),
  -- position 5, module: JavaScript Essentials
  ('web-development', 5, 'A Chattogram weather card in JavaScript', 'JavaScript দিয়ে চট্টগ্রামের আবহাওয়া কার্ড',
   array['link'], true, 42,
   '[
     {"en": "The card shows live data for Chattogram and changes city with each button.", "bn": "কার্ডে চট্টগ্রামের লাইভ ডেটা দেখায়, আর প্রতিটি বাটনে শহর বদলায়।"},
     {"en": "fetch is used with async and await, and a failed request shows a clear message.", "bn": "async আর await দিয়ে fetch ব্যবহার করা, আর রিকোয়েস্ট ব্যর্থ হলে স্পষ্ট একটি মেসেজ দেখায়।"},
     {"en": "The cities are data in an array, not code copied for each button.", "bn": "শহরগুলো একটি অ্যারেতে ডেটা হিসেবে রাখা, প্রতিটি বাটনের জন্য কোড কপি করা নয়।"},
     {"en": "Functions are small, clearly named and do one job each.", "bn": "ফাংশনগুলো ছোট, নাম স্পষ্ট, আর প্রতিটি একটি করে কাজ করে।"},
     {"en": "The advice line uses conditions correctly.", "bn": "পরামর্শের লাইনে কন্ডিশন ঠিকভাবে ব্যবহার করা।"}
   ]'::jsonb,
$md$JavaScript is what makes a page respond. In this project you use the whole JavaScript Essentials module (variables, functions, arrays, objects, the DOM, events and `fetch`) in one small tool that people in Chattogram would really open before going out.

## What to make

A page that shows today's weather in Chattogram from the free Open-Meteo API (no key needed): the temperature, the chance of rain and a line of advice, with buttons to switch to Dhaka and Cox's Bazar.

## Steps

1. Build the HTML and CSS first: a card with empty places for the city, the temperature, the chance of rain and the advice, and three city buttons.
2. Keep the cities in an array of objects, each with a name, a latitude and a longitude (Chattogram is about `22.36, 91.78`).
3. Write an `async` function that calls `fetch` on Open-Meteo's forecast URL for one city and returns the numbers you need.
4. Write a second function that puts those numbers into the card through the DOM.
5. Add a click event to each button. Show *Loading…* while you wait, and a friendly message if the request fails (try it with Wi-Fi off).
6. Write the advice with conditions: for example, suggest an umbrella when the chance of rain is over 50%.
7. Save it on CodePen or GitHub.

## What to hand in

- A link to your pen or repository (https), set to public.

> **Tip:** `console.log` the data you get back before you use it. Half of all API bugs come from a wrong guess about the shape of the answer.$md$,
$md$পেজকে সাড়া দিতে শেখায় JavaScript। এই প্রজেক্টে JavaScript-এর জরুরি বিষয় মডিউলের পুরোটা (ভেরিয়েবল, ফাংশন, অ্যারে, অবজেক্ট, DOM, ইভেন্ট আর `fetch`) একটি ছোট টুলে কাজে লাগাবেন, যা চট্টগ্রামের মানুষ বাইরে বেরোনোর আগে সত্যিই খুলে দেখবেন।

## যা বানাবেন

এমন একটি পেজ, যা ফ্রি Open-Meteo API থেকে (কোনো key লাগে না) চট্টগ্রামের আজকের আবহাওয়া দেখায়: তাপমাত্রা, বৃষ্টির সম্ভাবনা আর এক লাইনের পরামর্শ; সাথে ঢাকা আর কক্সবাজারে বদলানোর বাটন।

## ধাপগুলো

1. আগে HTML আর CSS বানান: শহর, তাপমাত্রা, বৃষ্টির সম্ভাবনা আর পরামর্শের জন্য ফাঁকা জায়গাসহ একটি কার্ড, আর তিনটি শহরের বাটন।
2. শহরগুলো অবজেক্টের একটি অ্যারেতে রাখুন, প্রতিটিতে নাম, অক্ষাংশ আর দ্রাঘিমাংশ (চট্টগ্রাম মোটামুটি `22.36, 91.78`)।
3. একটি `async` ফাংশন লিখুন, যা একটি শহরের জন্য Open-Meteo-র forecast URL-এ `fetch` করে দরকারি সংখ্যাগুলো ফেরত দেয়।
4. দ্বিতীয় একটি ফাংশন লিখুন, যা DOM দিয়ে সংখ্যাগুলো কার্ডে বসায়।
5. প্রতিটি বাটনে click ইভেন্ট যোগ করুন। অপেক্ষার সময় *Loading…* দেখান, আর রিকোয়েস্ট ব্যর্থ হলে ভদ্র একটি মেসেজ (ওয়াই-ফাই বন্ধ করে পরীক্ষা করুন)।
6. কন্ডিশন দিয়ে পরামর্শ লিখুন: যেমন বৃষ্টির সম্ভাবনা ৫০%-এর বেশি হলে ছাতা নিতে বলুন।
7. CodePen বা GitHub-এ সেভ করুন।

## যা জমা দেবেন

- আপনার pen বা রিপোজিটরির লিংক (https), পাবলিক করা।

> **টিপস:** ডেটা ব্যবহার করার আগে `console.log` দিয়ে দেখে নিন কী ফেরত এল। API-র অর্ধেক বাগই আসে উত্তরের গঠন ভুল আন্দাজ করা থেকে।$md$),
  -- position 6, module: React Basics
  ('web-development', 6, 'A small React app: an expense tracker in taka', 'ছোট একটি React অ্যাপ: টাকার হিসাব রাখার অ্যাপ',
   array['link'], true, 56,
   '[
     {"en": "Adding, deleting and filtering work, and the total is always right.", "bn": "যোগ করা, মুছে ফেলা আর ফিল্টার কাজ করে, আর মোট হিসাব সবসময় সঠিক।"},
     {"en": "Components are small; the state lives in one place and goes down as props.", "bn": "কম্পোনেন্টগুলো ছোট; স্টেট এক জায়গায় রাখা, আর প্রপস হিসেবে নিচে পাঠানো।"},
     {"en": "The form is controlled and refuses empty or invalid input with a message.", "bn": "ফর্মটি controlled, আর ফাঁকা বা ভুল ইনপুট মেসেজ দিয়ে আটকায়।"},
     {"en": "Lists use stable keys, and state is never changed in place.", "bn": "লিস্টে স্থির key ব্যবহার করা, আর স্টেট কখনো সরাসরি বদলানো হয়নি।"},
     {"en": "Amounts are shown in taka with the right grouping.", "bn": "টাকার অঙ্ক ঠিক জায়গায় কমা দিয়ে দেখানো।"}
   ]'::jsonb,
$md$React splits an interface into components that each look after their own part. In this project you put the React Basics module together in a small app of your own: a tracker for a month's spending in taka.

## What to make

An expense tracker: a form to add an expense (what it was, the amount in taka, a category), a list of expenses with a delete button on each, a filter by category, and a total at the top that updates as you add and remove.

## Steps

1. Create a React project on StackBlitz (in the browser, best on a laptop) or on your own computer with `npm create vite@latest`.
2. Sketch the components first: `App`, `ExpenseForm`, `ExpenseList`, `ExpenseItem` and `Total`.
3. Keep the list of expenses in state in `App`. Pass it down as props, and pass down functions to add and delete.
4. Make the form controlled, each input's value coming from state. Refuse an empty name, or an amount of zero or less, with a message.
5. Render the list with `map` and a stable `key` (an id, not the index).
6. Show amounts with `toLocaleString('en-IN')`, so 125000 shows as 1,25,000, the way taka is written.
7. Add the category filter, then test adding, deleting and filtering together.

## What to hand in

- A link to your StackBlitz project or GitHub repository (https), set to public.

> **Tip:** if the screen does not update, you probably changed an array in place. Make a new one instead: `setExpenses([...expenses, newExpense])`.$md$,
$md$React একটি ইন্টারফেসকে কয়েকটি কম্পোনেন্টে ভাগ করে, আর প্রতিটি কম্পোনেন্ট নিজের অংশটুকু সামলায়। এই প্রজেক্টে React-এর বেসিক মডিউলের সবকিছু মিলিয়ে নিজের একটি ছোট অ্যাপ বানাবেন: টাকায় এক মাসের খরচের হিসাব।

## যা বানাবেন

খরচের হিসাব রাখার একটি অ্যাপ: খরচ যোগ করার ফর্ম (কীসের খরচ, কত টাকা, কোন ক্যাটাগরি), প্রতিটিতে ডিলিট বাটনসহ খরচের লিস্ট, ক্যাটাগরি অনুযায়ী ফিল্টার, আর ওপরে মোট হিসাব, যা যোগ করা বা মুছে ফেলার সাথে সাথে বদলায়।

## ধাপগুলো

1. StackBlitz-এ (ব্রাউজারেই চলে, ল্যাপটপে সবচেয়ে ভালো) বা নিজের কম্পিউটারে `npm create vite@latest` দিয়ে একটি React প্রজেক্ট খুলুন।
2. আগে কম্পোনেন্টগুলোর নকশা করুন: `App`, `ExpenseForm`, `ExpenseList`, `ExpenseItem` আর `Total`।
3. খরচের লিস্ট `App`-এর স্টেটে রাখুন। সেটি প্রপস হিসেবে নিচে পাঠান, সাথে যোগ আর ডিলিট করার ফাংশনও।
4. ফর্মটি controlled করুন: প্রতিটি ইনপুটের মান আসবে স্টেট থেকে। নাম ফাঁকা থাকলে বা টাকার অঙ্ক শূন্য বা তার কম হলে মেসেজ দিয়ে আটকান।
5. `map` দিয়ে লিস্ট দেখান, সাথে স্থির একটি `key` (ইনডেক্স নয়, একটি id)।
6. `toLocaleString('en-IN')` দিয়ে অঙ্ক দেখান, যাতে 125000 লেখা হয় 1,25,000, টাকা যেভাবে লেখা হয়।
7. ক্যাটাগরির ফিল্টার যোগ করুন, তারপর যোগ, ডিলিট আর ফিল্টার একসাথে পরীক্ষা করুন।

## যা জমা দেবেন

- আপনার StackBlitz প্রজেক্ট বা GitHub রিপোজিটরির লিংক (https), পাবলিক করা।

> **টিপস:** স্ক্রিন আপডেট না হলে সম্ভবত আপনি অ্যারেটা সরাসরি বদলে ফেলেছেন। তার বদলে নতুন একটি অ্যারে বানান: `setExpenses([...expenses, newExpense])`।$md$),
  -- position 7, module: Coding with AI Assistants
  ('web-development', 7, 'Debug and improve with an AI assistant', 'AI অ্যাসিস্ট্যান্ট দিয়ে ডিবাগ ও উন্নতি',
   array['link', 'text'], true, 70,
   '[
     {"en": "Both new features work and fit the style of the existing code.", "bn": "নতুন দুটি ফিচারই কাজ করে, আর আগের কোডের ধরনের সাথে মেলে।"},
     {"en": "The prompts give context, a clear request and limits.", "bn": "প্রম্পটে প্রসঙ্গ, স্পষ্ট অনুরোধ আর সীমা দেওয়া আছে।"},
     {"en": "The note names at least one real mistake of the AI and how it was caught.", "bn": "নোটে AI-এর অন্তত একটি আসল ভুল আর সেটি কীভাবে ধরা পড়ল তা লেখা আছে।"},
     {"en": "The bug fix is explained, not just pasted.", "bn": "বাগ ফিক্সটি ব্যাখ্যা করা, শুধু পেস্ট করা নয়।"},
     {"en": "No API key, password or personal data appears in the code or the note.", "bn": "কোড বা নোটে কোনো API key, পাসওয়ার্ড বা ব্যক্তিগত তথ্য নেই।"}
   ]'::jsonb,
$md$AI assistants write code fast, and they are wrong often enough that a developer who checks their work is worth more than one who does not. Here you use ChatGPT or GitHub Copilot to improve one of your own projects, and record what you checked.

## What to make

A new version of your weather card or your expense tracker with two new features written with an AI assistant, one bug found and fixed with its help, and a short note on your prompts and checks.

## Steps

1. Choose the project and write down two features to add (for example, keeping expenses in `localStorage`, or a five-day forecast).
2. For each feature, write a clear prompt: what the app does, the relevant code, what you want, and what must not change.
3. Read every line the AI gives back before you paste it, and ask it to explain anything you do not understand.
4. Test the result yourself, including an empty input and a failed request. Note anything the AI got wrong.
5. Find one bug (yours or the AI's), describe it to the assistant with the exact error message, and fix it.
6. Make sure no API key, password or personal data went into a prompt or into the code.

## What to hand in

- A link to the updated project on StackBlitz, CodePen or GitHub (https), set to public.
- A note of 100 to 300 words: your two best prompts, what the AI got wrong, how you checked it, and the bug you fixed.

> **Tip:** ask for the smallest change that does the job, and for only the lines that change. Big rewrites hide mistakes.$md$,
$md$AI অ্যাসিস্ট্যান্ট দ্রুত কোড লেখে, আর ভুলও করে প্রায়ই; তাই যে ডেভেলপার AI-এর কাজ যাচাই করেন, তাঁর দাম বেশি। এই প্রজেক্টে ChatGPT বা GitHub Copilot দিয়ে নিজের একটি প্রজেক্টকে আরও ভালো করবেন, আর কী কী যাচাই করলেন তা লিখে রাখবেন।

## যা বানাবেন

আপনার আবহাওয়া কার্ড বা খরচের হিসাবের অ্যাপের নতুন একটি ভার্সন: AI অ্যাসিস্ট্যান্টের সাহায্যে লেখা দুটি নতুন ফিচার, তার সাহায্যে খুঁজে ঠিক করা একটি বাগ, আর আপনার প্রম্পট ও যাচাই নিয়ে ছোট একটি নোট।

## ধাপগুলো

1. প্রজেক্টটি বেছে নিয়ে দুটি নতুন ফিচার ঠিক করুন (যেমন খরচগুলো `localStorage`-এ রেখে দেওয়া, বা পাঁচ দিনের পূর্বাভাস)।
2. প্রতিটি ফিচারের জন্য স্পষ্ট প্রম্পট লিখুন: অ্যাপটি কী করে, দরকারি কোড, আপনি কী চান, আর কী বদলানো যাবে না।
3. AI যা দেয়, পেস্ট করার আগে তার প্রতিটি লাইন পড়ুন; যা বোঝেননি, AI-কে বুঝিয়ে দিতে বলুন।
4. ফাঁকা ইনপুট আর ব্যর্থ রিকোয়েস্টসহ নিজে ফলাফল পরীক্ষা করুন। AI কোথায় ভুল করল, লিখে রাখুন।
5. একটি বাগ খুঁজে বের করুন (আপনার বা AI-এর), হুবহু error মেসেজসহ অ্যাসিস্ট্যান্টকে জানান, আর ঠিক করুন।
6. নিশ্চিত হোন, কোনো প্রম্পট বা কোডে API key, পাসওয়ার্ড বা ব্যক্তিগত তথ্য যায়নি।

## যা জমা দেবেন

- StackBlitz, CodePen বা GitHub-এ আপডেট করা প্রজেক্টের লিংক (https), পাবলিক করা।
- ১০০ থেকে ৩০০ শব্দের একটি নোট: আপনার সেরা দুটি প্রম্পট, AI কোথায় ভুল করেছিল, কীভাবে যাচাই করলেন, আর কোন বাগটি ঠিক করলেন।

> **টিপস:** AI-এর কাছে কাজ সারার মতো সবচেয়ে ছোট পরিবর্তনটি চান, আর শুধু বদলানো লাইনগুলো দেখাতে বলুন। বড় করে নতুন লেখা কোডে ভুল লুকিয়ে থাকে।$md$),
  -- position 8, module: Deploying Your Website
  ('web-development', 8, 'Final project: your portfolio website', 'ফাইনাল প্রজেক্ট: আপনার পোর্টফোলিও ওয়েবসাইট',
   array['link', 'text'], true, 84,
   '[
     {"en": "The site is live over https, loads on a phone, and every link works.", "bn": "সাইটটি https-এ লাইভ, মোবাইলে লোড হয়, আর প্রতিটি লিংক কাজ করে।"},
     {"en": "It is responsive from 360 pixels to a laptop, with no sideways scrolling.", "bn": "৩৬০ পিক্সেল থেকে ল্যাপটপ পর্যন্ত রেসপনসিভ, কোথাও পাশে স্ক্রল হয় না।"},
     {"en": "At least three projects are shown, each with a description and links to the live version and the code.", "bn": "অন্তত তিনটি প্রজেক্ট দেখানো, প্রতিটির বর্ণনা আর লাইভ ভার্সন ও কোডের লিংকসহ।"},
     {"en": "The GitHub repository is public, with a README and a history of clear commits.", "bn": "GitHub রিপোজিটরি পাবলিক, README আছে, আর স্পষ্ট মেসেজসহ কমিটের ইতিহাস আছে।"},
     {"en": "Semantic HTML, alt text and readable contrast; Lighthouse reports no accessibility errors.", "bn": "সিমান্টিক HTML, alt টেক্সট আর পড়ার মতো কনট্রাস্ট; Lighthouse অ্যাক্সেসিবিলিটির কোনো error দেখায় না।"},
     {"en": "The note says what was built, one problem that was solved, and how AI was used.", "bn": "নোটে লেখা আছে কী বানানো হয়েছে, কোন একটি সমস্যার সমাধান হলো, আর AI কীভাবে ব্যবহার করা হয়েছে।"}
   ]'::jsonb,
$md$This is the project the whole course leads to: a website about you and your work, live on the internet, that you can send to a client or an employer. It is required for your certificate, and your mentor reviews the code as well as the site.

## What to make

A responsive portfolio website with an introduction (who you are and what you build), at least three of your projects from this course, each with a screenshot, a line about it and links to the live version and the code, your skills, and a way to contact you. Use HTML, CSS and JavaScript, or React.

## Steps

1. Plan the sections and write the text first.
2. Build it mobile-first, and check it at 360 pixels and on a laptop.
3. Keep the code in a public GitHub repository with a README: what the site is, what you used and how to run it.
4. Commit as you go, with clear messages, rather than once at the end.
5. Deploy to Netlify, Vercel or GitHub Pages. If you own a domain, connect it.
6. Test the live site on your phone: every link and every image.
7. Run Lighthouse in the browser tools and fix what it reports under Accessibility.

## What to hand in

- Two links (https): your live site and your GitHub repository.
- A note of 50 to 200 words: what you built, one problem you solved, and what you used AI for.

> **Tip:** deploy a simple version in the first week, then improve it. A live site with three projects beats a perfect one that is still on your laptop.$md$,
$md$পুরো কোর্সটা এই প্রজেক্টের দিকেই এগিয়েছে: আপনাকে আর আপনার কাজকে নিয়ে একটি ওয়েবসাইট, ইন্টারনেটে লাইভ, যার লিংক ক্লায়েন্ট বা চাকরিদাতাকে পাঠাতে পারবেন। সার্টিফিকেটের জন্য এটি বাধ্যতামূলক, আর মেন্টর সাইটের সাথে কোডও রিভিউ করবেন।

## যা বানাবেন

একটি রেসপনসিভ পোর্টফোলিও ওয়েবসাইট, যাতে থাকবে আপনার পরিচয় (আপনি কে, কী বানান), এই কোর্সে করা অন্তত তিনটি প্রজেক্ট (প্রতিটির স্ক্রিনশট, এক লাইনের বর্ণনা, আর লাইভ ভার্সন ও কোডের লিংক), আপনার স্কিল, আর যোগাযোগের উপায়। বানাবেন HTML, CSS আর JavaScript, বা React দিয়ে।

## ধাপগুলো

1. আগে সেকশনগুলো ঠিক করে লেখাগুলো লিখে ফেলুন।
2. মোবাইল-ফার্স্ট নিয়মে বানান, আর ৩৬০ পিক্সেলে ও ল্যাপটপে পরীক্ষা করুন।
3. কোড একটি পাবলিক GitHub রিপোজিটরিতে রাখুন, সাথে একটি README: সাইটটি কী, কী কী ব্যবহার করেছেন, আর কীভাবে চালাতে হয়।
4. শেষে একবারে নয়, কাজ করতে করতে স্পষ্ট মেসেজ দিয়ে কমিট করুন।
5. Netlify, Vercel বা GitHub Pages-এ ডিপ্লয় করুন। নিজের ডোমেইন থাকলে সেটি যুক্ত করুন।
6. মোবাইলে লাইভ সাইটটি পরীক্ষা করুন: প্রতিটি লিংক আর প্রতিটি ছবি।
7. ব্রাউজারের টুলসে Lighthouse চালান, আর Accessibility অংশে যা দেখায় তা ঠিক করুন।

## যা জমা দেবেন

- দুটি লিংক (https): আপনার লাইভ সাইট আর GitHub রিপোজিটরি।
- ৫০ থেকে ২০০ শব্দের একটি নোট: কী বানিয়েছেন, কোন একটি সমস্যার সমাধান করেছেন, আর AI কী কাজে ব্যবহার করেছেন।

> **টিপস:** প্রথম সপ্তাহেই সহজ একটি ভার্সন ডিপ্লয় করে ফেলুন, তারপর ধীরে ধীরে উন্নত করুন। ল্যাপটপে পড়ে থাকা নিখুঁত সাইটের চেয়ে তিনটি প্রজেক্টসহ একটি লাইভ সাইট অনেক ভালো।$md$);

-- ---------------------------------------------------------------- video-editing
-- Ten weeks, with "raw footage to practise with" and "feedback on every assignment": one edit for
-- each module, handed in as a YouTube or Google Drive link, with a cover or stills where the
-- picture itself is what gets reviewed. The Premiere Pro project is optional because the course
-- makes a computer optional. The showreel closes the course at the end of week 10.

insert into public.projects
  (course_id, position, title, title_bn, hand_in, required, due_days, checklist, brief, brief_bn)
values
  -- position 1, module: Editing Foundations
  ('video-editing', 1, 'A 30-second story from raw footage', 'raw ফুটেজ থেকে ৩০ সেকেন্ডের একটি গল্প',
   array['link'], true, 7,
   '[
     {"en": "The video has a clear beginning, middle and end.", "bn": "ভিডিওতে স্পষ্ট শুরু, মাঝ আর শেষ আছে।"},
     {"en": "Wide shots and close-ups are mixed, and no shot stays longer than it needs to.", "bn": "ওয়াইড আর ক্লোজ-আপ শটের মিশেল আছে, কোনো শট দরকারের চেয়ে বেশি সময় থাকে না।"},
     {"en": "It is vertical (9:16), 30 seconds or less, sharp and not stretched.", "bn": "ভিডিওটি ভার্টিক্যাল (৯:১৬), ৩০ সেকেন্ড বা তার কম, ঝকঝকে, আর টেনে লম্বা করা নয়।"},
     {"en": "It uses cuts only, as the brief asks.", "bn": "ব্রিফ অনুযায়ী শুধু কাট ব্যবহার করা হয়েছে।"},
     {"en": "The link opens without logging in.", "bn": "লগইন ছাড়াই লিংক খোলে।"}
   ]'::jsonb,
$md$Editing is choosing: which shots, in what order, and for how long. Before any effects, this first project trains that eye on the course's raw footage of a morning at a tea stall.

## What to make

A vertical video of 30 seconds or less that tells the tea stall's morning as a story, with a beginning, a middle and an end, using cuts only: no music, text or transitions yet.

## Steps

1. Download the raw footage from the lesson and sort it into folders on your phone: *wide*, *close-up*, *details* and *people*. Rename the clips you like.
2. Watch everything once without editing. Write three lines: how the story starts, what happens, and how it ends.
3. In CapCut, start a 9:16 project at 1080 × 1920 and 30 fps (the first CapCut lesson shows how).
4. Place your shots in story order. Mix wide shots and close-ups, and hold each shot only as long as it has something to show.
5. Trim until the whole video is 30 seconds or less.
6. Export at 1080p and 30 fps, and upload it.

## What to hand in

- A link to your video on YouTube (unlisted is fine) or Google Drive (https), set so that anyone with the link can watch.

> **Tip:** if a shot makes you want to skip ahead while you watch, cut it shorter. Your viewers will feel the same.$md$,
$md$এডিটিং মানে বাছাই: কোন শট, কোন ক্রমে, আর কতক্ষণ। কোনো ইফেক্টের আগে, এই প্রথম প্রজেক্টে কোর্সের raw ফুটেজ, মানে একটি চায়ের দোকানের সকাল, দিয়ে সেই চোখটা তৈরি করবেন।

## যা বানাবেন

৩০ সেকেন্ড বা তার কম দৈর্ঘ্যের একটি ভার্টিক্যাল ভিডিও, যা চায়ের দোকানের সকালটাকে শুরু, মাঝ আর শেষসহ একটি গল্প হিসেবে বলে, শুধু কাট দিয়ে: এখনো কোনো মিউজিক, টেক্সট বা ট্রানজিশন নয়।

## ধাপগুলো

1. লেসন থেকে raw ফুটেজ ডাউনলোড করে ফোনে ফোল্ডারে ভাগ করুন: *wide*, *close-up*, *details* আর *people*। পছন্দের ক্লিপগুলোর নাম বদলে রাখুন।
2. এডিট না করে সব একবার দেখুন। তিন লাইন লিখুন: গল্প কীভাবে শুরু হয়, কী ঘটে, আর কীভাবে শেষ হয়।
3. CapCut-এ ১০৮০ × ১৯২০, ৩০ fps-এ একটি ৯:১৬ প্রজেক্ট খুলুন (CapCut-এর প্রথম লেসনে দেখানো আছে)।
4. গল্পের ক্রমে শটগুলো সাজান। ওয়াইড আর ক্লোজ-আপ শট মিশিয়ে দিন, আর প্রতিটি শট ততক্ষণই রাখুন যতক্ষণ তাতে দেখানোর মতো কিছু আছে।
5. পুরো ভিডিও ৩০ সেকেন্ড বা তার কম না হওয়া পর্যন্ত ট্রিম করুন।
6. ১০৮০p আর ৩০ fps-এ এক্সপোর্ট করে আপলোড করুন।

## যা জমা দেবেন

- ইউটিউবে (unlisted হলেও চলবে) বা Google Drive-এ আপনার ভিডিওর লিংক (https), এমনভাবে সেট করা যেন লিংক পেলেই যে কেউ দেখতে পারেন।

> **টিপস:** দেখার সময় কোনো শটে সামনে টেনে যেতে ইচ্ছা করলে সেটি আরও ছোট করুন। আপনার দর্শকেরও ঠিক একই রকম লাগবে।$md$),
  -- position 2, module: CapCut on Your Phone
  ('video-editing', 2, 'A captioned reel in CapCut', 'CapCut-এ ক্যাপশনসহ একটি রিল',
   array['link'], true, 14,
   '[
     {"en": "Captions run through the whole reel, are spelled correctly and are easy to read.", "bn": "পুরো রিলে ক্যাপশন আছে, বানান ঠিক, আর পড়তে সহজ।"},
     {"en": "Captions and titles stay clear of the app buttons at the edges of the screen.", "bn": "ক্যাপশন আর টাইটেল স্ক্রিনের কিনারার অ্যাপ বাটনের নিচে চাপা পড়ে না।"},
     {"en": "Transitions are few, and each has a reason.", "bn": "ট্রানজিশন কম, আর প্রতিটির পেছনে কারণ আছে।"},
     {"en": "At least one keyframe animation is smooth and has a purpose.", "bn": "অন্তত একটি কিফ্রেম অ্যানিমেশন মসৃণ আর উদ্দেশ্যপূর্ণ।"},
     {"en": "The reel ends by saying where to find the business.", "bn": "রিলের শেষে ব্যবসাটি কোথায় পাওয়া যাবে তা বলা আছে।"}
   ]'::jsonb,
$md$Most people watch reels with the sound off, so the text carries the message. This project uses the whole CapCut module: cutting, trimming, transitions, text, auto captions and keyframes.

## What to make

A 30- to 45-second reel introducing a local business or a person with a skill (a tailor, a cook, a mechanic), filmed on your phone or cut from the course footage, with captions all the way through.

## Steps

1. Film or choose eight to twelve short clips, planned as: who, what they make, how, and where to find them.
2. Cut and trim on the timeline. Use two kinds of transition at most, and only where a change of place or time needs one.
3. Add auto captions, then read every word and fix the mistakes, especially names and Bangla words.
4. Style the captions: one font, strong contrast, placed in the middle third of the screen so that the app buttons do not cover them.
5. Add a title at the start and animate one element with keyframes (a zoom on a product, or a title sliding in).
6. End with a card that says where to find the business: a page name or a place.
7. Export at 1080 × 1920 and 30 fps.

## What to hand in

- A link to your reel on YouTube (unlisted is fine) or Google Drive (https), set so that anyone with the link can watch.

> **Tip:** watch your reel once with the sound off before you export. If the story still makes sense, your captions are doing their job.$md$,
$md$বেশিরভাগ মানুষ সাউন্ড বন্ধ রেখে রিলস দেখেন, তাই বার্তাটা পৌঁছায় লেখার মাধ্যমে। এই প্রজেক্টে মোবাইলে CapCut মডিউলের পুরোটা কাজে লাগবে: কাটিং, ট্রিমিং, ট্রানজিশন, টেক্সট, অটো ক্যাপশন আর কিফ্রেম।

## যা বানাবেন

৩০ থেকে ৪৫ সেকেন্ডের একটি রিল, যা চেনা একটি ব্যবসা বা কোনো দক্ষ মানুষকে (দর্জি, রাঁধুনি, মেকানিক) পরিচয় করিয়ে দেয়; নিজের ফোনে শুট করা বা কোর্সের ফুটেজ থেকে কাটা, শুরু থেকে শেষ পর্যন্ত ক্যাপশনসহ।

## ধাপগুলো

1. আট থেকে বারোটি ছোট ক্লিপ শুট করুন বা বেছে নিন, এই ক্রমে সাজিয়ে: কে, কী বানান, কীভাবে, আর কোথায় পাওয়া যাবে।
2. টাইমলাইনে কাটিং আর ট্রিমিং করুন। বড়জোর দুই ধরনের ট্রানজিশন নিন, তাও শুধু যেখানে জায়গা বা সময় বদলায়।
3. অটো ক্যাপশন দিন, তারপর প্রতিটি শব্দ পড়ে ভুল ঠিক করুন, বিশেষ করে নাম আর বাংলা শব্দ।
4. ক্যাপশন সাজান: একটি ফন্ট, জোরালো কনট্রাস্ট, আর স্ক্রিনের মাঝের তিন ভাগের এক ভাগে, যাতে অ্যাপের বাটন ঢেকে না দেয়।
5. শুরুতে একটি টাইটেল দিন, আর কিফ্রেম দিয়ে একটি এলিমেন্ট অ্যানিমেট করুন (পণ্যের ওপর জুম, বা পাশ থেকে ঢুকে আসা টাইটেল)।
6. শেষে একটি কার্ড দিন, যাতে লেখা থাকবে ব্যবসাটি কোথায় পাওয়া যাবে: পেজের নাম বা জায়গার নাম।
7. ১০৮০ × ১৯২০ আর ৩০ fps-এ এক্সপোর্ট করুন।

## যা জমা দেবেন

- ইউটিউবে (unlisted হলেও চলবে) বা Google Drive-এ আপনার রিলের লিংক (https), এমনভাবে সেট করা যেন লিংক পেলেই যে কেউ দেখতে পারেন।

> **টিপস:** এক্সপোর্টের আগে সাউন্ড বন্ধ করে রিলটি একবার দেখুন। তবুও গল্পটা বোঝা গেলে বুঝবেন, আপনার ক্যাপশন ঠিক কাজ করছে।$md$),
  -- position 3, module: VN Editor for Longer Videos
  ('video-editing', 3, 'A vlog in VN with slow motion and a green screen', 'VN-এ স্লো মোশন ও গ্রিন স্ক্রিনসহ একটি ভ্লগ',
   array['link'], true, 28,
   '[
     {"en": "More than one track is used: B-roll, music and titles over the main story.", "bn": "একাধিক ট্র্যাক ব্যবহার করা: মূল গল্পের ওপর বি-রোল, মিউজিক আর টাইটেল।"},
     {"en": "The speed ramp is smooth and falls on a moment worth slowing down.", "bn": "স্পিড র‍্যাম্প মসৃণ, আর এমন মুহূর্তে পড়ে যা ধীরে দেখার মতো।"},
     {"en": "The green screen key is clean, with no green edges or flicker.", "bn": "গ্রিন স্ক্রিনের Chroma Key পরিষ্কার, কোনো সবুজ কিনারা বা ঝিলমিল নেই।"},
     {"en": "Music stays under the voice, which is always clear.", "bn": "মিউজিক কণ্ঠের নিচে থাকে, কথা সবসময় স্পষ্ট।"},
     {"en": "Exported in 16:9 at 1080p without visible blur or blocky patches.", "bn": "১৬:৯ আর ১০৮০p-তে এক্সপোর্ট করা, চোখে পড়ার মতো ঝাপসা বা ভাঙা ভাব নেই।"}
   ]'::jsonb,
$md$Longer videos need more than one track: the main story, B-roll over it, music under it and titles on top. This project moves you to VN's multi-track timeline for a short vlog.

## What to make

A horizontal (16:9) vlog of two to three minutes about a day out in Chattogram (a market, Patenga beach, a campus or your own neighbourhood), with a speed ramp into slow motion and one green screen shot.

## Steps

1. Film a short talk to camera for the main track, and plenty of B-roll of the place.
2. In VN, put the talk on the main track and lay B-roll on a second track over the parts where you describe something.
3. Add one speed ramp into slow motion on a moment worth watching (waves, tea being poured, a crowd). Film it at 60 fps if your phone can.
4. Film yourself in front of a green cloth or wall, and use Chroma Key to place yourself over one of your shots (the course footage has a green screen clip too).
5. Add a title card, your name as lower-third text, and background music kept well under your voice.
6. Export in high quality: 1080p, the frame rate you filmed at, and a high bitrate.

## What to hand in

- A link to your vlog on YouTube (unlisted is fine) or Google Drive (https), set so that anyone with the link can watch.

> **Tip:** B-roll is what makes a vlog feel alive. Film three times more of it than you think you will need.$md$,
$md$বড় ভিডিওতে একটির বেশি ট্র্যাক লাগে: মূল গল্প, তার ওপর বি-রোল, নিচে মিউজিক, আর সবার ওপরে টাইটেল। এই প্রজেক্টে ছোট একটি ভ্লগের জন্য VN-এর মাল্টি-ট্র্যাক টাইমলাইনে কাজ শুরু করবেন।

## যা বানাবেন

চট্টগ্রামে একদিন ঘোরাঘুরি নিয়ে দুই থেকে তিন মিনিটের একটি আড়াআড়ি (১৬:৯) ভ্লগ (কোনো বাজার, পতেঙ্গা সৈকত, ক্যাম্পাস বা নিজের পাড়া), যাতে থাকবে স্লো মোশনে যাওয়া একটি স্পিড র‍্যাম্প আর একটি গ্রিন স্ক্রিন শট।

## ধাপগুলো

1. মূল ট্র্যাকের জন্য ক্যামেরার দিকে তাকিয়ে ছোট করে কথা বলুন, আর জায়গাটির প্রচুর বি-রোল শুট করুন।
2. VN-এ কথাগুলো মূল ট্র্যাকে রাখুন, আর যেখানে কিছু বর্ণনা করছেন সেখানে দ্বিতীয় ট্র্যাকে বি-রোল বসান।
3. দেখার মতো একটি মুহূর্তে (ঢেউ, কাপে চা ঢালা, ভিড়) স্লো মোশনে যাওয়ার একটি স্পিড র‍্যাম্প দিন। ফোনে সম্ভব হলে অংশটি ৬০ fps-এ শুট করুন।
4. সবুজ কাপড় বা দেয়ালের সামনে নিজেকে শুট করুন, আর Chroma Key দিয়ে নিজেকে আপনার একটি শটের ওপর বসান (কোর্সের ফুটেজেও একটি গ্রিন স্ক্রিন ক্লিপ আছে)।
5. একটি টাইটেল কার্ড, লোয়ার থার্ডে আপনার নাম, আর কণ্ঠের অনেক নিচে ব্যাকগ্রাউন্ড মিউজিক দিন।
6. হাই কোয়ালিটিতে এক্সপোর্ট করুন: ১০৮০p, যে ফ্রেম রেটে শুট করেছেন সেই ফ্রেম রেট, আর বেশি বিটরেট।

## যা জমা দেবেন

- ইউটিউবে (unlisted হলেও চলবে) বা Google Drive-এ আপনার ভ্লগের লিংক (https), এমনভাবে সেট করা যেন লিংক পেলেই যে কেউ দেখতে পারেন।

> **টিপস:** ভ্লগে প্রাণ আনে বি-রোল। যতটুকু লাগবে ভাবছেন, তার তিন গুণ শুট করুন।$md$),
  -- position 4, module: Reels and Short-form Content
  ('video-editing', 4, 'A reel with a hook, cut to the beat', 'হুকসহ বিটের তালে কাটা একটি রিল',
   array['images', 'link'], true, 35,
   '[
     {"en": "The first three seconds give a reason to keep watching.", "bn": "প্রথম তিন সেকেন্ডেই দেখতে থাকার একটি কারণ আছে।"},
     {"en": "Cuts land on the beat, and the pace suits the music.", "bn": "কাটগুলো বিটের ওপর পড়ে, আর গতি মিউজিকের সাথে মানায়।"},
     {"en": "The framing suits vertical video, with nothing important hidden under the app buttons.", "bn": "ফ্রেমিং ভার্টিক্যাল ভিডিওর উপযোগী, জরুরি কিছু অ্যাপ বাটনের নিচে ঢাকা পড়ে না।"},
     {"en": "The music comes from the platform''s library or a copyright-free source.", "bn": "মিউজিক প্ল্যাটফর্মের নিজের লাইব্রেরি বা কপিরাইট-মুক্ত কোনো উৎস থেকে নেওয়া।"},
     {"en": "The cover can be read as a small tile and matches the reel.", "bn": "কভারটি ছোট টাইলেও পড়া যায়, আর রিলের সাথে মেলে।"}
   ]'::jsonb,
$md$On Facebook Reels, Instagram and TikTok, people decide in three seconds whether to stay. This project is about those three seconds, and the rhythm that keeps people watching after them.

## What to make

A vertical reel of 15 to 30 seconds for a page (a food page, a clothing shop or your own channel) that opens with a strong hook and is cut to the beat of a track, and a cover image for it.

## Steps

1. Write the hook before you film: a question, the end result shown first, or a bold claim that the reel then proves.
2. Choose a track from the platform's own music library or a copyright-free source, so the reel is not muted.
3. Mark the beats on the timeline (CapCut's beat marking, or by tapping along) and cut on them; change shot on the strong beats.
4. Frame for vertical: faces and products in the middle, nothing important in the top or bottom fifth of the screen.
5. Add short on-screen text for the hook, and a call to action at the end.
6. Make a cover (1080 × 1920) from a still of the reel with three to five words on it.
7. Export at 1080 × 1920 and upload.

## What to hand in

- A link to your reel on YouTube, Google Drive or your Facebook page (https) that anyone with the link can watch.
- One image: the cover. JPEG, PNG or WebP, under 5 MB; the site shrinks it.

> **Tip:** try your hook on a friend. Show them only the first three seconds and ask what the video is about; if they cannot say, sharpen it.$md$,
$md$ফেসবুক রিলস, ইনস্টাগ্রাম আর টিকটকে মানুষ তিন সেকেন্ডেই ঠিক করে ফেলে থাকবে কি না। এই প্রজেক্ট সেই তিন সেকেন্ড নিয়ে, আর তার পরের সেই ছন্দ নিয়ে, যা দর্শককে শেষ পর্যন্ত ধরে রাখে।

## যা বানাবেন

কোনো পেজের জন্য (খাবারের পেজ, কাপড়ের দোকান বা নিজের চ্যানেল) ১৫ থেকে ৩০ সেকেন্ডের একটি ভার্টিক্যাল রিল, যা জোরালো হুক দিয়ে শুরু হয় আর একটি গানের বিটের তালে তালে কাটা, সাথে রিলটির একটি কভার ছবি।

## ধাপগুলো

1. শুট করার আগেই হুক লিখে ফেলুন: একটি প্রশ্ন, শেষ ফলাফলটা আগে দেখানো, বা এমন একটি দাবি যা রিলটি পরে প্রমাণ করে।
2. প্ল্যাটফর্মের নিজের মিউজিক লাইব্রেরি বা কপিরাইট-মুক্ত কোনো উৎস থেকে গান নিন, যাতে রিল মিউট না হয়ে যায়।
3. টাইমলাইনে বিটগুলো মার্ক করুন (CapCut-এর বিট মার্কিং দিয়ে, বা তালে তালে ট্যাপ করে), আর বিটের ওপর কাট দিন; জোরালো বিটে শট বদলান।
4. ভার্টিক্যাল ভিডিওর জন্য ফ্রেমিং করুন: মুখ আর পণ্য মাঝখানে, স্ক্রিনের ওপরের বা নিচের পাঁচ ভাগের এক ভাগে জরুরি কিছু নয়।
5. হুকের জন্য স্ক্রিনে ছোট একটি লেখা দিন, আর শেষে কল টু অ্যাকশন।
6. রিলের একটি স্থির ফ্রেমের ওপর তিন থেকে পাঁচ শব্দ লিখে একটি কভার বানান (১০৮০ × ১৯২০)।
7. ১০৮০ × ১৯২০-এ এক্সপোর্ট করে আপলোড করুন।

## যা জমা দেবেন

- ইউটিউব, Google Drive বা আপনার ফেসবুক পেজে রিলটির লিংক (https), যা লিংক পেলেই যে কেউ দেখতে পারেন।
- একটি ছবি: কভারটি। JPEG, PNG বা WebP, ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** হুকটা একজন বন্ধুকে দিয়ে পরীক্ষা করুন। শুধু প্রথম তিন সেকেন্ড দেখিয়ে জিজ্ঞেস করুন, ভিডিওটা কী নিয়ে; বলতে না পারলে হুক আরও ধারালো করুন।$md$),
  -- position 5, module: Colour Correction and Grading
  ('video-editing', 5, 'Colour correction and grading: before and after', 'কালার কারেকশন ও গ্রেডিং: আগে ও পরে',
   array['images', 'link'], true, 49,
   '[
     {"en": "Whites look white, and no shot is blown out or too dark.", "bn": "সাদা সাদাই দেখায়, আর কোনো শট অতিরিক্ত উজ্জ্বল বা বেশি অন্ধকার নয়।"},
     {"en": "Skin tones look natural and match from shot to shot.", "bn": "স্কিন টোন স্বাভাবিক, আর শট থেকে শটে মেলে।"},
     {"en": "One look runs through the whole edit, and no shot jumps out.", "bn": "পুরো এডিটে একই লুক, কোনো শট আলাদা হয়ে চোখে লাগে না।"},
     {"en": "The grade suits the mood and is not overdone.", "bn": "গ্রেডিং মুডের সাথে যায়, বাড়াবাড়ি নয়।"},
     {"en": "The before-and-after frames show the same moment.", "bn": "আগে-পরের ফ্রেমে একই মুহূর্ত দেখানো।"}
   ]'::jsonb,
$md$Correction makes footage look right; grading makes it look like something. This project does both, in that order, on the course's raw footage or your own, and keeps one look across a whole video.

## What to make

An edit of 30 to 60 seconds made of at least five shots filmed in different light (daylight, shade, a tube light indoors), corrected so that they match, then graded with one consistent look, and a few before-and-after frames.

## Steps

1. Pick five or more shots, at least one of them with a face.
2. Correct each shot first: exposure, contrast and white balance, until whites look white and nothing is blown out or crushed to black.
3. Check the skin tones: faces should look natural, not orange or grey. Compare shots of the same person side by side.
4. Grade: apply one LUT or filter at reduced strength, or build a look by hand (for example warmer highlights and cooler shadows). Use the same grade on every shot.
5. Watch the whole edit and fix any shot that jumps out.
6. Take before-and-after frames: the same moment, ungraded and graded.

## What to hand in

- A link to your graded edit on YouTube (unlisted is fine) or Google Drive (https), set so that anyone with the link can watch.
- Two to four images: the before-and-after frames (a side-by-side split is fine). JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

> **Tip:** before you grade, set the screen brightness to the middle and turn off night mode or the eye-comfort filter; a warm, bright phone screen makes everything look better than it is.$md$,
$md$কারেকশন ফুটেজকে ঠিকঠাক দেখায়; গ্রেডিং তাকে একটা নিজস্ব চেহারা দেয়। এই প্রজেক্টে কোর্সের raw ফুটেজ বা নিজের ফুটেজে দুটোই করবেন, এই ক্রমেই, আর পুরো ভিডিওতে একই লুক ধরে রাখবেন।

## যা বানাবেন

আলাদা আলাদা আলোয় (দিনের আলো, ছায়া, ঘরের টিউবলাইট) তোলা অন্তত পাঁচটি শট দিয়ে ৩০ থেকে ৬০ সেকেন্ডের একটি এডিট, যার শটগুলো কারেকশন করে মেলানো, তারপর একই লুকে গ্রেড করা; সাথে কয়েকটি আগে-পরের ফ্রেম।

## ধাপগুলো

1. পাঁচ বা তার বেশি শট বাছুন, যার অন্তত একটিতে কারও মুখ আছে।
2. আগে প্রতিটি শট কারেকশন করুন: এক্সপোজার, কনট্রাস্ট আর হোয়াইট ব্যালান্স, যতক্ষণ না সাদা সাদা দেখায় আর কোনো অংশ সাদা হয়ে জ্বলে যায় বা কালো হয়ে হারিয়ে যায়।
3. স্কিন টোন দেখুন: মুখ যেন স্বাভাবিক দেখায়, কমলা বা ধূসর নয়। একই মানুষের শটগুলো পাশাপাশি রেখে মিলিয়ে দেখুন।
4. গ্রেড করুন: একটি LUT বা ফিল্টার কম মাত্রায় দিন, অথবা নিজে হাতে একটি লুক বানান (যেমন হাইলাইট একটু উষ্ণ, শ্যাডো একটু ঠান্ডা)। প্রতিটি শটে একই গ্রেড দিন।
5. পুরো এডিট দেখে যে শট আলাদা হয়ে চোখে লাগে, সেটি ঠিক করুন।
6. আগে-পরের ফ্রেম নিন: একই মুহূর্ত, গ্রেডিংয়ের আগে আর পরে।

## যা জমা দেবেন

- ইউটিউবে (unlisted হলেও চলবে) বা Google Drive-এ আপনার গ্রেড করা এডিটের লিংক (https), এমনভাবে সেট করা যেন লিংক পেলেই যে কেউ দেখতে পারেন।
- দুই থেকে চারটি ছবি: আগে-পরের ফ্রেমগুলো (পাশাপাশি ভাগ করা একটি ছবিও চলবে)। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

> **টিপস:** গ্রেড করার আগে স্ক্রিনের উজ্জ্বলতা মাঝামাঝি রাখুন, আর নাইট মোড বা আই-কমফোর্ট ফিল্টার বন্ধ করুন; উষ্ণ, উজ্জ্বল স্ক্রিনে সবকিছুই আসলের চেয়ে সুন্দর দেখায়।$md$),
  -- position 6, module: Sound Design
  ('video-editing', 6, 'A voice-over explainer with clean sound', 'পরিষ্কার সাউন্ডে একটি ভয়েস-ওভার ভিডিও',
   array['link'], true, 56,
   '[
     {"en": "The voice is clear and even, with no hum, echo or clipping.", "bn": "কণ্ঠ পরিষ্কার ও সমান, কোনো গুনগুন শব্দ, প্রতিধ্বনি বা ক্লিপিং নেই।"},
     {"en": "The music is ducked under the voice and never fights it.", "bn": "মিউজিক কণ্ঠের নিচে ডাক করা, কখনো কথার সাথে পাল্লা দেয় না।"},
     {"en": "Sound effects are few and timed to the picture.", "bn": "সাউন্ড ইফেক্ট কম, আর ছবির সাথে ঠিক সময়ে।"},
     {"en": "Music and effects are copyright-free or licensed, and their source is named in the description.", "bn": "মিউজিক ও ইফেক্ট কপিরাইট-মুক্ত বা লাইসেন্স করা, আর ডেসক্রিপশনে উৎসের নাম দেওয়া।"},
     {"en": "Levels sound right on earphones and on the phone''s speaker.", "bn": "ইয়ারফোন আর ফোনের স্পিকার, দুটোতেই লেভেল ঠিক শোনায়।"}
   ]'::jsonb,
$md$Viewers forgive a shaky shot, but not bad sound. In this project you record a voice-over on your phone, clean it up, and mix it with music and sound effects at the right levels.

## What to make

An explainer video of 45 to 90 seconds with your own voice-over: for example how to pay with bKash, how to make a cup of milk tea, or three tips for better phone photos. The pictures can come from your phone or the course footage; the sound is the point.

## Steps

1. Write the script and read it aloud; keep the sentences short.
2. Record in a small room with soft things around you, the phone 15 to 20 cm from your mouth and slightly to one side. Record each paragraph twice.
3. Clean the voice: cut breaths and mistakes, reduce the background noise and even out the volume.
4. Add music from a copyright-free source (the YouTube Audio Library, or the app's own library) and two or three sound effects where they help.
5. Duck the music under the voice, so it drops when you speak and rises in the gaps.
6. Check the levels on earphones and on the phone's speaker: the voice should peak around −6 dB and never clip.
7. Export and upload it, naming the music's source in the description.

## What to hand in

- A link to your video on YouTube (unlisted is fine) or Google Drive (https), set so that anyone with the link can watch.

> **Tip:** first record a few seconds of silence in the same room. Noise reduction works far better once the app has heard the noise on its own.$md$,
$md$দর্শক কাঁপা শট মাফ করেন, কিন্তু খারাপ সাউন্ড করেন না। এই প্রজেক্টে মোবাইলে একটি ভয়েস-ওভার রেকর্ড করবেন, সেটি পরিষ্কার করবেন, তারপর মিউজিক আর সাউন্ড ইফেক্টের সাথে ঠিক লেভেলে মিশিয়ে দেবেন।

## যা বানাবেন

নিজের ভয়েস-ওভারসহ ৪৫ থেকে ৯০ সেকেন্ডের একটি বুঝিয়ে বলার ভিডিও: যেমন bKash দিয়ে কীভাবে পেমেন্ট করবেন, কীভাবে এক কাপ দুধ চা বানাবেন, বা মোবাইলে ভালো ছবি তোলার তিনটি টিপস। ছবি আসতে পারে আপনার ফোন বা কোর্সের ফুটেজ থেকে; আসল বিষয় সাউন্ড।

## ধাপগুলো

1. স্ক্রিপ্ট লিখে জোরে জোরে পড়ুন; বাক্যগুলো ছোট রাখুন।
2. চারপাশে নরম জিনিস আছে এমন ছোট ঘরে রেকর্ড করুন, ফোন মুখ থেকে ১৫ থেকে ২০ সেমি দূরে, একটু পাশে। প্রতিটি অনুচ্ছেদ দুবার করে রেকর্ড করুন।
3. কণ্ঠ পরিষ্কার করুন: শ্বাসের শব্দ আর ভুলগুলো কেটে দিন, ব্যাকগ্রাউন্ডের শব্দ কমান, আর ভলিউম সমান করুন।
4. কপিরাইট-মুক্ত উৎস (YouTube Audio Library, বা অ্যাপের নিজের লাইব্রেরি) থেকে মিউজিক দিন, আর যেখানে কাজে লাগে সেখানে দু-তিনটি সাউন্ড ইফেক্ট।
5. কণ্ঠের নিচে মিউজিক ডাক করুন, যাতে কথা বলার সময় মিউজিক নেমে যায় আর ফাঁকে ফাঁকে ওঠে।
6. ইয়ারফোনে আর ফোনের স্পিকারে লেভেল দেখুন: কণ্ঠের সর্বোচ্চ মাত্রা থাকবে −৬ dB-এর কাছাকাছি, কখনো ক্লিপ করবে না।
7. এক্সপোর্ট করে আপলোড করুন, আর ডেসক্রিপশনে মিউজিকের উৎসের নাম লিখুন।

## যা জমা দেবেন

- ইউটিউবে (unlisted হলেও চলবে) বা Google Drive-এ আপনার ভিডিওর লিংক (https), এমনভাবে সেট করা যেন লিংক পেলেই যে কেউ দেখতে পারেন।

> **টিপস:** আগে একই ঘরে কয়েক সেকেন্ড চুপচাপ রেকর্ড করে নিন। অ্যাপ আলাদা করে শব্দটা একবার শুনে নিলে নয়েজ রিডাকশন অনেক ভালো কাজ করে।$md$),
  -- position 7, module: Adobe Premiere Pro Basics (optional)
  ('video-editing', 7, 'Extra: a YouTube video in Premiere Pro', 'বাড়তি কাজ: Premiere Pro-তে একটি ইউটিউব ভিডিও',
   array['images', 'link'], false, null,
   '[
     {"en": "The timeline is tidy: B-roll, music and titles each on their own tracks.", "bn": "টাইমলাইন গোছানো: বি-রোল, মিউজিক আর টাইটেল নিজ নিজ ট্র্যাকে।"},
     {"en": "Titles and lower thirds are clean and readable.", "bn": "টাইটেল আর লোয়ার থার্ড পরিচ্ছন্ন, পড়া যায়।"},
     {"en": "The Lumetri correction and grade are consistent across the video.", "bn": "পুরো ভিডিওতে Lumetri কারেকশন ও গ্রেডিং একই রকম।"},
     {"en": "Exported at 1080p with YouTube settings, without blur.", "bn": "ইউটিউবের সেটিংসে ১০৮০p-তে এক্সপোর্ট করা, ঝাপসা নয়।"},
     {"en": "The thumbnail can be read when small.", "bn": "থাম্বনেইল ছোট করে দেখলেও পড়া যায়।"}
   ]'::jsonb,
$md$A computer is optional in this course, so this project is too. If you have one, it moves an edit you already know from the phone to Adobe Premiere Pro, the tool many clients and agencies expect.

## What to make

A horizontal YouTube video of two to four minutes edited in Premiere Pro (your VN vlog edited again, or new footage), with titles, a basic Lumetri grade and a thumbnail.

## Steps

1. Keep your files in one folder with *footage*, *audio* and *exports* inside. Create a project and a 1920 × 1080 sequence at your footage's frame rate.
2. Assemble the edit with the Razor tool and Ripple Delete; put B-roll on V2 and music on A2.
3. Add a title and lower thirds from the Essential Graphics panel. Use a dissolve only where time passes.
4. Correct and grade with Lumetri Color: Basic Correction first, then a Creative look.
5. Export as H.264 with the *YouTube 1080p Full HD* preset.
6. Make a thumbnail (1280 × 720) from a frame of the video.

## What to hand in

- A link to your video on YouTube (unlisted is fine) or Google Drive (https), set so that anyone with the link can watch.
- One or two images: the thumbnail and, if you like, a screenshot of your timeline. JPEG, PNG or WebP, under 5 MB each; the site shrinks them.

This project is optional and has no due date: it does not count towards your certificate, but your mentor reviews it like any other.

> **Tip:** learn three shortcuts before anything else: C for the Razor, V for selection and Shift+Delete for Ripple Delete.$md$,
$md$এই কোর্সে কম্পিউটার ঐচ্ছিক, তাই এই প্রজেক্টটিও ঐচ্ছিক। কম্পিউটার থাকলে মোবাইলে শেখা এডিটিংটাই এবার নিয়ে যাবেন Adobe Premiere Pro-তে, যে টুলে কাজ জানা অনেক ক্লায়েন্ট আর এজেন্সি আশা করে।

## যা বানাবেন

Premiere Pro-তে এডিট করা দুই থেকে চার মিনিটের একটি আড়াআড়ি ইউটিউব ভিডিও (আপনার VN ভ্লগটি নতুন করে, বা নতুন ফুটেজ দিয়ে), সাথে টাইটেল, Lumetri দিয়ে বেসিক গ্রেডিং আর একটি থাম্বনেইল।

## ধাপগুলো

1. সব ফাইল একটি ফোল্ডারে রাখুন, ভেতরে *footage*, *audio* আর *exports*। একটি প্রজেক্ট আর আপনার ফুটেজের ফ্রেম রেটে ১৯২০ × ১০৮০ সাইজের একটি সিকোয়েন্স খুলুন।
2. Razor টুল আর Ripple Delete দিয়ে এডিট সাজান; বি-রোল V2-তে, মিউজিক A2-তে রাখুন।
3. Essential Graphics প্যানেল থেকে টাইটেল আর লোয়ার থার্ড দিন। ডিজলভ শুধু সেখানে, যেখানে সময় পেরিয়ে যায়।
4. Lumetri Color দিয়ে কারেকশন আর গ্রেডিং করুন: আগে Basic Correction, তারপর Creative লুক।
5. H.264-এ *YouTube 1080p Full HD* প্রিসেট দিয়ে এক্সপোর্ট করুন।
6. ভিডিওর একটি ফ্রেম থেকে একটি থাম্বনেইল (১২৮০ × ৭২০) বানান।

## যা জমা দেবেন

- ইউটিউবে (unlisted হলেও চলবে) বা Google Drive-এ আপনার ভিডিওর লিংক (https), এমনভাবে সেট করা যেন লিংক পেলেই যে কেউ দেখতে পারেন।
- এক বা দুটি ছবি: থাম্বনেইল, আর চাইলে আপনার টাইমলাইনের একটি স্ক্রিনশট। JPEG, PNG বা WebP, প্রতিটি ৫ এমবির কম; সাইট নিজেই ছবি ছোট করে নেয়।

এই প্রজেক্টটি ঐচ্ছিক, কোনো শেষ তারিখ নেই: সার্টিফিকেটের জন্য এটি লাগবে না, তবে মেন্টর অন্য প্রজেক্টের মতোই এটিও রিভিউ করবেন।

> **টিপস:** সবার আগে তিনটি শর্টকাট শিখে নিন: Razor-এর জন্য C, সিলেকশনের জন্য V, আর Ripple Delete-এর জন্য Shift+Delete।$md$),
  -- position 8, module: Showreel and Freelancing
  ('video-editing', 8, 'Your showreel', 'আপনার শোরিল',
   array['link'], true, 70,
   '[
     {"en": "The reel opens strong and shows the editor''s name in the first three seconds.", "bn": "শুরুতেই জোরালো, আর প্রথম তিন সেকেন্ডে এডিটরের নাম দেখা যায়।"},
     {"en": "It shows range: cutting, captions, colour, sound and effects.", "bn": "কাজের বৈচিত্র্য আছে: কাটিং, ক্যাপশন, কালার, সাউন্ড আর ইফেক্ট।"},
     {"en": "Every clip is strong; nothing is there just to fill time.", "bn": "প্রতিটি ক্লিপ জোরালো; শুধু সময় ভরানোর জন্য কিছু রাখা হয়নি।"},
     {"en": "It is cut to the music, and the sound is mixed cleanly.", "bn": "মিউজিকের তালে কাটা, আর সাউন্ড পরিষ্কারভাবে মিক্স করা।"},
     {"en": "It ends with a clear way to contact the editor.", "bn": "শেষে এডিটরের সাথে যোগাযোগের স্পষ্ট উপায় আছে।"},
     {"en": "It is 45 to 90 seconds long and exported at 1080p.", "bn": "দৈর্ঘ্য ৪৫ থেকে ৯০ সেকেন্ড, আর ১০৮০p-তে এক্সপোর্ট করা।"}
   ]'::jsonb,
$md$A showreel is the first thing a client asks for: a minute or so of your best work that shows what you can do. This final project brings the whole course together, and it is required for your certificate.

## What to make

A showreel of 45 to 90 seconds made of your best moments from this course's projects, cut to music, with your name at the start and your contact details at the end. Make it vertical (9:16) for reels; a horizontal (16:9) version is a bonus.

## Steps

1. Watch all your projects again and collect the best three to eight seconds of each: a strong hook, a clean green screen, a graded shot, a sequence cut to the beat.
2. Redo anything your mentor asked you to fix.
3. Open with your strongest clip, not a long logo animation, and put your name and *Video Editor* on screen within the first three seconds.
4. Cut to the music, vary the pace, and save a strong clip for the end.
5. End with a contact card: a Facebook page, an email or a WhatsApp number.
6. Check the sound levels and the colour one last time, then export at 1080p.
7. Upload it with a short description that lists the tools you used (CapCut, VN, Premiere Pro).

## What to hand in

- A link to your showreel on YouTube (unlisted is fine) or Google Drive (https), set so that anyone with the link can watch.

> **Tip:** shorter is stronger. If a clip is only good, leave it out; a client remembers your weakest moment as much as your best.$md$,
$md$ক্লায়েন্ট সবার আগে যা দেখতে চান, তা হলো শোরিল: আপনার সেরা কাজের মোটামুটি এক মিনিট, যা দেখে বোঝা যায় আপনি কী পারেন। শেষ এই প্রজেক্টে পুরো কোর্সটা এক জায়গায় আসে, আর সার্টিফিকেটের জন্য এটি বাধ্যতামূলক।

## যা বানাবেন

এই কোর্সের প্রজেক্টগুলোর সেরা মুহূর্ত দিয়ে ৪৫ থেকে ৯০ সেকেন্ডের একটি শোরিল, মিউজিকের তালে কাটা, শুরুতে আপনার নাম আর শেষে যোগাযোগের তথ্যসহ। রিলসের জন্য ভার্টিক্যাল (৯:১৬) বানাবেন; আড়াআড়ি (১৬:৯) একটি ভার্সনও বানালে বাড়তি পাওনা।

## ধাপগুলো

1. নিজের সব প্রজেক্ট আবার দেখে প্রতিটির সেরা তিন থেকে আট সেকেন্ড বেছে নিন: জোরালো একটি হুক, পরিষ্কার একটি গ্রিন স্ক্রিন, একটি গ্রেড করা শট, বিটের তালে কাটা একটি অংশ।
2. মেন্টর যা ঠিক করতে বলেছিলেন, সেগুলো আবার করে নিন।
3. লম্বা লোগো অ্যানিমেশন নয়, শুরু করুন সবচেয়ে জোরালো ক্লিপটি দিয়ে, আর প্রথম তিন সেকেন্ডের মধ্যেই স্ক্রিনে আপনার নাম আর *Video Editor* কথাটি দিন।
4. মিউজিকের তালে কাটুন, গতি ওঠানামা করান, আর শেষের জন্য একটি জোরালো ক্লিপ রেখে দিন।
5. শেষে যোগাযোগের একটি কার্ড দিন: ফেসবুক পেজ, ইমেইল বা হোয়াটসঅ্যাপ নম্বর।
6. শেষবারের মতো সাউন্ড লেভেল আর কালার দেখে নিয়ে ১০৮০p-তে এক্সপোর্ট করুন।
7. ছোট একটি ডেসক্রিপশনসহ আপলোড করুন, যাতে ব্যবহৃত টুলগুলোর নাম থাকবে (CapCut, VN, Premiere Pro)।

## যা জমা দেবেন

- ইউটিউবে (unlisted হলেও চলবে) বা Google Drive-এ আপনার শোরিলের লিংক (https), এমনভাবে সেট করা যেন লিংক পেলেই যে কেউ দেখতে পারেন।

> **টিপস:** যত ছোট, তত জোরালো। কোনো ক্লিপ শুধু ভালো হলে সেটি বাদ দিন; ক্লায়েন্ট আপনার সেরা মুহূর্তের মতোই সবচেয়ে দুর্বল মুহূর্তটাও মনে রাখেন।$md$);

importScripts('https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.sw.js')

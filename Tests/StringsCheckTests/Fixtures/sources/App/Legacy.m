#import <Foundation/Foundation.h>

NSString *files(void) {
    return [[NSBundle mainBundle] localizedStringForKey:@"files" value:nil table:nil];
}
